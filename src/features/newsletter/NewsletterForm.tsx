import styled from 'styled-components';
import { formAction, subscribeNewsletter } from '../../api';
import { FORM_WORDS, SUCCESS_COPY, validateNewsletter, type NewsletterPayload } from '../../shared/forms';
import { HoneypotField } from '../../ui/form/Field';
import { useForm } from '../../ui/form/useForm';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { theme } from '../../ui/theme';
import { declareIsland } from '../../ui/islandRoot';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  label { flex-basis: 100%; font-weight: 600; }
  input {
    flex: 1 1 12rem;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.inverseMuted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  button {
    min-height: 44px;
    padding: 0 ${theme.space.lg};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.inverse};
    color: ${theme.colors.navy};
    font-weight: 700;
    cursor: pointer;
  }
  button:hover { background: ${theme.colors.accentSoft}; }
  button:disabled { cursor: progress; }
`;

/** On the footer's dark band: a light box, so both messages keep their contrast. */
const Result = styled.p`
  flex-basis: 100%;
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
  font-weight: 600;
  &[data-kind='success'] { color: ${theme.colors.success}; }
  &[data-kind='error'] { color: ${theme.colors.danger}; }
`;

const Live = styled.div`
  flex-basis: 100%;
`;

export const SUCCESS_TEXT = SUCCESS_COPY.newsletter.lines.join(' ');
const FAILURE_TEXT = FORM_WORDS.newsletter.failed;

/**
 * The footer's newsletter sign-up (double opt-in): the address goes to POST /newsletter, which
 * e-mails a confirmation link. States: sending, 'check your inbox', and an error that keeps the
 * address typed.
 */
export function NewsletterForm({ submit = subscribeNewsletter }: { submit?: typeof subscribeNewsletter }) {
  const form = useForm<NewsletterPayload>({ initial: { email: '' }, validate: validateNewsletter, submit: (payload) => submit(payload), resetOnSuccess: true });
  const { status, submitting } = form;
  const emailError = form.errors.email;

  return (
    <Form method="post" action={formAction('newsletter')} onSubmit={form.onSubmit}>
      <label htmlFor={form.id('email')}>{FORM_WORDS.newsletter.label}</label>
      <input {...form.control('email')} type="email" required autoComplete="email" placeholder={FORM_WORDS.newsletter.placeholder} />
      <button type="submit" disabled={submitting}>
        {submitting ? FORM_WORDS.newsletter.subscribing : FORM_WORDS.newsletter.subscribe}
      </button>
      <HoneypotField {...form.honeypot} />
      <Live role="status">{status === 'success' && <Result data-kind="success">{SUCCESS_TEXT}</Result>}</Live>
      <Live role="alert">
        {emailError && (
          <Result data-kind="error" id={`${form.id('email')}-error`}>
            {emailError}
          </Result>
        )}
        {status === 'error' && !emailError && <Result data-kind="error">{FAILURE_TEXT}</Result>}
      </Live>
      <PrivacyNote>{FORM_WORDS.newsletter.privacyNote}</PrivacyNote>
    </Form>
  );
}

/** NewsletterForm as the island 'newsletter': what the page renders and the browser hydrates. */
export const newsletterIsland = declareIsland('newsletter', NewsletterForm);
