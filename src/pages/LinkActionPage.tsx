import { Button } from '../ui/Button';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { LINK_ACTION_FIELD } from '../model/newsletterPaths';
import type { ViewProps } from '../model/types';

/**
 * The page an e-mailed link opens. Opening it changes nothing (mail scanners open every link); its
 * button does what the link says. The form has no action, so it posts to this very URL, token
 * included, with or without JavaScript; the server answers with the page that says what happened.
 */
export function Component({ data: { heading, text, button, action } }: ViewProps<'link-action'>) {
  return (
    <>
      <PageHero title={heading} lead={text} />
      <Section>
        <Container>
          <form method="post">
            <Button type="submit" name={LINK_ACTION_FIELD} value={action}>
              {button}
            </Button>
          </form>
        </Container>
      </Section>
    </>
  );
}
