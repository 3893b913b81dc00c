import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { serviceAreas } from '../content/service-areas';
import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.lg} 0;
  padding-left: ${({ theme }) => theme.space.lg};
  a { display: inline-flex; align-items: center; min-height: 32px; }
`;

/** The unknown-route screen: prerendered as dist/404.html and shown for any unmatched URL. */
export function NotFoundView() {
  return (
    <Section>
      <Container>
        <h1>Page not found</h1>
        <p>Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <p>These pages may help:</p>
        <Links>
          <li><Link to="/">Home</Link></li>
          {serviceAreas.map((area) => (
            <li key={area.id}>
              <Link to={area.path}>{area.title}</Link>
            </li>
          ))}
          <li><Link to="/about">About Virtual IP</Link></li>
        </Links>
        <ButtonLink to="/contact">Contact Us</ButtonLink>
      </Container>
    </Section>
  );
}

export const Component = NotFoundView;
