import { PageSuggestions } from '../features/search';
import { childrenOf } from '../routes/siteTree';
import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';

/** The catalog's first pages, shown until the pages closest to the URL replace them. */
export const firstOf = (catalog: string) => childrenOf(catalog).slice(0, 3).map((node) => ({ path: node.path, title: node.name }));

function ServiceNotFound({ back }: { back: { to: string; label: string } }) {
  return (
    <Section>
      <Container>
        <h1>Service Not Found</h1>
        <p>We could not find the service you asked for. It may have been renamed or the address may be mistyped.</p>
        <p>You may be looking for:</p>
        <PageSuggestions fallback={firstOf(back.to)} />
        <ButtonLink to={back.to} $variant="secondary">{back.label}</ButtonLink>
      </Container>
    </Section>
  );
}

/** An unknown /ai-services/{type} (site-spec §2, §8). */
export const AiServiceNotFound = () => <ServiceNotFound back={{ to: '/ai-services', label: 'Back to AI Services' }} />;

/** An unknown /web-services/{type} (site-spec §2, §8). */
export const WebServiceNotFound = () => <ServiceNotFound back={{ to: '/web-services', label: 'Back to Web Services' }} />;
