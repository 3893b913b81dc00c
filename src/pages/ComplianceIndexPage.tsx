import { Link } from 'react-router-dom';
import { usePageData } from '../routes/usePage';
import { CardText, CardTitle, LinkCard } from '../ui/Card';
import { Container, Grid, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';

export function Component() {
  const { cards } = usePageData('compliance-index');
  return (
    <>
      <PageHero
        title="Compliance Frameworks"
        lead="We prepare you for the audits and regulations your customers and regulators ask about: a clear gap analysis, a practical remediation plan and support until the auditor signs off."
      />
      <Section aria-label="Frameworks we support">
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
    </>
  );
}
