import type { ReactNode } from 'react';
import styled from 'styled-components';
import { company } from '../../site/siteContent';
import type { Faq, Four } from '../../content/types';
import { CheckList, Container, Section } from '../../ui/layout';
import { PageHero } from '../../ui/PageHero';
import { CallToAction } from './CallToAction';
import { FaqList } from './FaqList';
import { theme } from '../../ui/theme';

const Stats = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  grid-template-columns: repeat(2, 1fr);
  ${theme.media.lg} { grid-template-columns: repeat(4, 1fr); }
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    text-align: center;
    box-shadow: ${theme.shadows.card};
  }
  dt { color: ${theme.colors.muted}; font-weight: 600; }
  dd { margin: 0; font-size: ${theme.fontSizes.h2}; font-weight: 800; color: ${theme.colors.primary}; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.lg} { grid-template-columns: 1fr 1fr; }
  li { font-size: ${theme.fontSizes.lg}; }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.navyRaised};
  color: ${theme.colors.inverse};
`;

interface ServiceDetailProps {
  title: string;
  description: string;
  icon?: ReactNode;
  back: { to: string; label: string };
  keyBenefits: Four<string>;
  useCases: Four<string>;
  faq?: readonly Faq[];
  cta: { title: string; text: string; label: string };
}

/** The detail page of an AI or web service (site-spec §2): hero, stats, benefits, applications, call to action. */
export function ServiceDetail({ title, description, icon, back, keyBenefits, useCases, faq, cta }: ServiceDetailProps) {
  return (
    <>
      <PageHero title={title} lead={description} back={back} actions={icon ? <IconBadge>{icon}</IconBadge> : undefined} />
      <Section aria-label="Results at a glance">
        <Container>
          <Stats>
            {company.serviceStats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </Stats>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <Columns>
            <section aria-labelledby="key-benefits">
              <h2 id="key-benefits">Key Benefits</h2>
              <CheckList>
                {keyBenefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </CheckList>
            </section>
            <section aria-labelledby="applications">
              <h2 id="applications">Real-World Applications</h2>
              <CheckList>
                {useCases.map((useCase) => (
                  <li key={useCase}>{useCase}</li>
                ))}
              </CheckList>
            </section>
          </Columns>
        </Container>
      </Section>
      <FaqList faq={faq} />
      <CallToAction id="service-cta" title={cta.title} text={cta.text} label={cta.label} />
    </>
  );
}
