import { words } from '../../model/siteContent';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { company } from '../../model/siteContent';
import type { DetailAsideCopy } from '../../model/schemas/pageSchemas';
import type { Faq, Four } from '../../model/schemas/records';
import { CheckList } from '../../ui/layout';
import { PageHero } from '../../ui/PageHero';
import { CallToAction } from './CallToAction';
import { DetailLayout } from './DetailLayout';
import { theme } from '../../ui/theme';

/** The four stat cards, two by two in the aside. */
const Stats = styled.dl`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    text-align: center;
  }
  dt { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; font-weight: 600; }
  dd { margin: 0; font-size: ${theme.fontSizes.xl}; font-weight: 800; color: ${theme.colors.primary}; }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.layout.badgeMark};
  height: ${theme.layout.badgeMark};
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
  aside: DetailAsideCopy;
  cta: { title: string; text: string; label: string };
}

/** The detail page of an AI or web service (docs/product/site.md §2): hero, stats, benefits, applications, call to action. */
export function ServiceDetail({ title, description, icon, back, keyBenefits, useCases, faq, aside, cta }: ServiceDetailProps) {
  const sections = [
    { id: 'key-benefits', label: words.detailPages.keyBenefits, items: keyBenefits },
    { id: 'applications', label: words.detailPages.useCases, items: useCases },
  ];
  const stats = (
    <section aria-label={words.detailPages.statsLabel}>
      <Stats>
        {company.serviceStats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </Stats>
    </section>
  );
  return (
    <>
      <PageHero title={title} lead={description} back={back} actions={icon ? <IconBadge>{icon}</IconBadge> : undefined} />
      <DetailLayout copy={aside} sections={sections} faq={faq} facts={stats}>
        {sections.map(({ id, label, items }) => (
          <section key={id} aria-labelledby={id}>
            <h2 id={id}>{label}</h2>
            <CheckList>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </CheckList>
          </section>
        ))}
      </DetailLayout>
      <CallToAction id="service-cta" title={cta.title} text={cta.text} label={cta.label} />
    </>
  );
}
