import styled from 'styled-components';
import { usePageData } from '../routes/usePage';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { ServiceIcon } from '../ui/serviceIcons';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';

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
          <CardGrid
            cards={cards}
            link="learn-more"
            width="card"
            lead={(card) => (
              <Icon>
                <ServiceIcon name={card.icon} />
              </Icon>
            )}
          />
        </Container>
      </Section>
      <CallToAction
        id="web-cta"
        title="Ready to Build Your Next Web Application?"
        text="Tell us what you have in mind; we will come back with questions, options and a realistic plan."
        label="GET STARTED"
      />
    </>
  );
}
