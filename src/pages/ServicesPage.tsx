import { Link } from 'react-router-dom';
import { serviceAreas } from '../content/service-areas';
import { Container, Section } from '../ui/layout';

/** /services is a placeholder in the page spec (its two texts are fixed there); it links on to the three areas. */
export function Component() {
  return (
    <Section>
      <Container>
        <h1>Our Services</h1>
        <p>Services page content will be implemented here.</p>
        <ul>
          {serviceAreas.map((area) => (
            <li key={area.id}>
              <Link to={area.path}>{area.title}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
