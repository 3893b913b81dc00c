import { Link } from 'react-router-dom';
import { usePageData } from '../routes/usePage';
import { ButtonLink } from '../ui/Button';
import { CardText, CardTitle, LinkCard } from '../ui/Card';
import { Container, Grid, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';

export function Component() {
  const { cards } = usePageData('ai-index');
  return (
    <>
      <PageHero
        title="AI Services"
        lead="Practical AI built on your own data: we prepare it, choose and evaluate the models, integrate them with your systems and monitor them once they are live, with privacy and security designed in."
      />
      <Section aria-label="Our AI services">
        <Container>
          <Grid $min="compact">
            {cards.map((card) => (
              <li key={card.path}>
                <LinkCard>
                  <CardTitle as="h2">
                    <Link to={card.path}>{card.title}</Link>
                  </CardTitle>
                  <CardText>{card.summary}</CardText>
                </LinkCard>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="dark" aria-labelledby="ai-cta">
        <Container>
          <SectionHeader>
            <h2 id="ai-cta">Have a process AI could improve?</h2>
            <p>Start with a short discovery call: we will tell you honestly whether AI is the right tool and what it would take.</p>
            <ButtonLink to="/contact" $variant="inverse">GET STARTED</ButtonLink>
          </SectionHeader>
        </Container>
      </Section>
    </>
  );
}
