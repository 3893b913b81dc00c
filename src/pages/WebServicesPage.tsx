import styled from 'styled-components';
import { usePageData } from '../routes/usePage';
import { ButtonLink } from '../ui/Button';
import { CardText, CardTitle, LinkCard } from '../ui/Card';
import { Container, Grid, Section, SectionHeader } from '../ui/layout';
import { MoreLink } from '../ui/MoreLink';
import { PageHero } from '../ui/PageHero';
import { ServiceIcon } from '../ui/serviceIcons';

const Icon = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export function Component() {
  const { cards } = usePageData('web-index');
  return (
    <>
      <PageHero
        title="Web Development Services"
        lead="Web applications, APIs and platforms engineered by people who also test them for a living: fast on any phone, accessible to everyone and secure from the first commit."
      />
      <Section aria-label="Our web development services">
        <Container>
          <Grid>
            {cards.map((card) => (
              <li key={card.path}>
                <LinkCard>
                  <Icon>
                    <ServiceIcon name={card.icon} />
                  </Icon>
                  <CardTitle as="h2">{card.title}</CardTitle>
                  <CardText>{card.summary}</CardText>
                  <MoreLink to={card.path} label="Learn More" about={card.title} />
                </LinkCard>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="dark" aria-labelledby="web-cta">
        <Container>
          <SectionHeader>
            <h2 id="web-cta">Ready to Build Your Next Web Application?</h2>
            <p>Tell us what you have in mind; we will come back with questions, options and a realistic plan.</p>
            <ButtonLink to="/contact" $variant="inverse">GET STARTED</ButtonLink>
          </SectionHeader>
        </Container>
      </Section>
    </>
  );
}
