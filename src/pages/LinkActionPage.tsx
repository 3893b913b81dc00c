import styled from 'styled-components';
import { Button } from '../ui/Button';
import { theme } from '../ui/theme';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { LINK_ACTION_FIELD, LINK_FORM_API_ATTRIBUTE } from '../model/newsletterPaths';
import { API_BASE } from '../api';
import type { ViewProps } from '../model/types';

/**
 * The page an e-mailed link opens. Opening it changes nothing (mail scanners open every link); its
 * button does what the link says (a consultant's link has two: confirm or decline). The form has no action, so it posts to this very URL, token
 * included, with or without JavaScript; the server answers with the page that says what happened.
 * Where the API is apart from the site (a static host), the page's script points the form at the
 * same link on the API (LINK_FORM_API_ATTRIBUTE).
 */
const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

export function Component({ data: { heading, text, buttons } }: ViewProps<'link-action'>) {
  return (
    <>
      <PageHero title={heading} lead={text} />
      <Section>
        <Container>
          <Actions method="post" {...(API_BASE ? { [LINK_FORM_API_ATTRIBUTE]: API_BASE } : {})}>
            {buttons.map(({ label, action }, index) => (
              <Button key={action} type="submit" name={LINK_ACTION_FIELD} value={action} $variant={index === 0 ? 'primary' : 'secondary'}>
                {label}
              </Button>
            ))}
          </Actions>
        </Container>
      </Section>
    </>
  );
}
