import type { CyberService } from '../content/types';
import { usePageData } from '../routes/usePage';
import { ButtonLink } from '../ui/Button';
import { CheckList, Container, Prose, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';

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

export function Component() {
  const service = usePageData('cyber-service');

  return (
    <>
      <PageHero
        title={service.title}
        lead={service.intro}
        back={{ to: '/services/cyber-services', label: 'Back to Cybersecurity Services' }}
      />
      <ServiceSections service={service} />
      <Section $tone="dark" aria-labelledby="service-cta">
        <Container>
          <SectionHeader>
            <h2 id="service-cta">Talk to a security consultant</h2>
            <p>Tell us what you need to protect and by when. We reply within 24 hours on business days.</p>
            <ButtonLink to="/contact" $variant="inverse">Contact Us</ButtonLink>
          </SectionHeader>
        </Container>
      </Section>
    </>
  );
}
