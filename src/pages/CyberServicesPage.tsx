import { usePageData } from '../routes/usePage';
import { ButtonLink } from '../ui/Button';
import { CardText, CardTitle, LinkCard } from '../ui/Card';
import { Container, Grid, Section, SectionHeader } from '../ui/layout';
import { MoreLink } from '../ui/MoreLink';
import { PageHero } from '../ui/PageHero';

export function Component() {
  const { cards } = usePageData('cyber-index');
  return (
    <>
      <PageHero
        title="Cybersecurity Services"
        lead="Independent testing, review and advice from certified practitioners: find out where you are exposed, fix what matters first and prove it to your customers and auditors."
      />
      <Section aria-label="Our cybersecurity services">
        <Container>
          <Grid $min="compact">
            {cards.map((card) => (
              <li key={card.path}>
                <LinkCard>
                  <CardTitle as="h2">{card.title}</CardTitle>
                  <CardText>{card.summary}</CardText>
                  <MoreLink to={card.path} label="Learn More" about={card.title} />
                </LinkCard>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="dark" aria-labelledby="cyber-cta">
        <Container>
          <SectionHeader>
            <h2 id="cyber-cta">Not sure where to start?</h2>
            <p>Tell us about your systems and obligations; we will recommend the assessment that gives you the most certainty for your budget.</p>
            <ButtonLink to="/contact" $variant="inverse">CONTACT US</ButtonLink>
          </SectionHeader>
        </Container>
      </Section>
    </>
  );
}
