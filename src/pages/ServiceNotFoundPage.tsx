import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';

function ServiceNotFound({ back }: { back: { to: string; label: string } }) {
  return (
    <Section>
      <Container>
        <h1>Service Not Found</h1>
        <p>We could not find the service you asked for. It may have been renamed or the address may be mistyped.</p>
        <ButtonLink to={back.to} $variant="secondary">{back.label}</ButtonLink>
      </Container>
    </Section>
  );
}

/** An unknown /ai-services/{type} (site-spec §2, §8). */
export const AiServiceNotFound = () => <ServiceNotFound back={{ to: '/ai-services', label: 'Back to AI Services' }} />;

/** An unknown /web-services/{type} (site-spec §2, §8). */
export const WebServiceNotFound = () => <ServiceNotFound back={{ to: '/web-services', label: 'Back to Web Services' }} />;
