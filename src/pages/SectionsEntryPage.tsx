import { CheckList } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { DetailLayout, sectionId } from './components/DetailLayout';
import type { ViewProps } from '../model/types';

export function Component({ data: service }: ViewProps<'sections-entry'>) {
  return (
    <>
      <PageHero title={service.title} lead={service.intro} back={service.frame.back} />
      <DetailLayout
        copy={service.aside}
        sections={service.sections.map((section, index) => ({ id: sectionId(index), label: section.heading }))}
        faq={service.faq}
      >
        {service.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={sectionId(index)}>
            <h2 id={sectionId(index)}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points && (
              <CheckList>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </CheckList>
            )}
          </section>
        ))}
      </DetailLayout>
      <CallToAction id="service-cta" {...service.frame.cta} />
    </>
  );
}
