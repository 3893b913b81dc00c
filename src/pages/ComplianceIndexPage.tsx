import { Link } from 'react-router-dom';
import { childrenOf } from '../routes/pageMeta';
import { CardText, CardTitle, LinkCard } from '../ui/Card';
import { Container, Grid, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';

export function Component() {
  return (
    <>
      <PageHero
        title="Compliance Frameworks"
        lead="We prepare you for the audits and regulations your customers and regulators ask about: a clear gap analysis, a practical remediation plan and support until the auditor signs off."
      />
      <Section aria-label="Frameworks we support">
        <Container>
          <Grid $min="compact">
            {childrenOf('/compliance').map((page) => (
              <li key={page.path}>
                <LinkCard>
                  <CardTitle as="h2">
                    <Link to={page.path}>{page.name}</Link>
                  </CardTitle>
                  <CardText>{page.description}</CardText>
                </LinkCard>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
