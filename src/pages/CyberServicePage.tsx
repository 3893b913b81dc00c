import type { CyberService } from '../content/types';
import { CheckList, Container, Prose, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { CallToAction } from './components/CallToAction';
import { FaqList } from './components/FaqList';
import type { ViewProps } from '../site/types';

function ServiceSections({ service }: { service: CyberService }) {
  return (
    <>
      {service.sections.map((section, index) => (
        <Section key={section.heading} $tone={index % 2 === 1 ? 'alt' : 'plain'} aria-labelledby={`section-${index}`}>
          <Container>
            <Prose>
              <h2 id={`section-${index}`}>{section.heading}</h2>
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
            </Prose>
          </Container>
        </Section>
      ))}
    </>
  );
}

export function Component({ data: service }: ViewProps<'cyber-service'>) {
  return (
    <>
      <PageHero
        title={service.title}
        lead={service.intro}
        back={{ to: '/services/cyber-services', label: 'Back to Cybersecurity Services' }}
      />
      <ServiceSections service={service} />
      <FaqList faq={service.faq} tone={service.sections.length % 2 === 1 ? 'alt' : 'plain'} />
      <CallToAction
        id="service-cta"
        title="Talk to a security consultant"
        text="Tell us what you need to protect and by when. We reply within 24 hours on business days."
        label="Contact Us"
      />
    </>
  );
}
