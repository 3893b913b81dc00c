import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { Container, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import { CallToAction } from './components/CallToAction';
import { CardGrid } from './components/CardGrid';
import type { ViewProps } from '../model/types';

const AreaFooter = styled.p`
  margin: ${theme.space.lg} 0 0;
  text-align: center;
`;

/** /services: the three service areas, what each covers and its main services, linking into each catalog. */
export function Component({ data: { heading, intro, cta, areas } }: ViewProps<'services'>) {
  return (
    <>
      <PageHero title={heading} lead={intro} />
      {areas.map((area, index) => (
        <Section key={area.id} $tone={index % 2 === 1 ? 'alt' : 'plain'} aria-labelledby={`area-${area.id}`}>
          <Container>
            <SectionHeader>
              <h2 id={`area-${area.id}`}>{area.title}</h2>
              <p>{area.summary}</p>
            </SectionHeader>
            <CardGrid cards={area.services} link="title" headingLevel="h3" />
            <AreaFooter>
              <ButtonLink to={area.path} $variant="secondary">
                All {area.total} services <span className="visually-hidden">in {area.title}</span>
              </ButtonLink>
            </AreaFooter>
          </Container>
        </Section>
      ))}
      <CallToAction id="services-cta" {...cta} />
    </>
  );
}
