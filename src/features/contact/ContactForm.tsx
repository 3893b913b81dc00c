import styled, { keyframes } from 'styled-components';
import { fillIn } from '../../shared/text';
import { formAction, submitContact } from '../../api';
import { CONTACT_LABELS as LABELS, FORM_WORDS, SUBJECT_OPTIONS, SUCCESS_COPY, type ContactPayload } from '../../shared/forms';
import { Button } from '../../ui/Button';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { Field, HoneypotField, Input, Select, TextArea } from '../../ui/form/Field';
import { useForm } from '../../ui/form/useForm';
import { theme } from '../../ui/theme';
import { declareIsland } from '../../ui/islandRoot';

export const SUCCESS_TEXT = SUCCESS_COPY.contact.lines.join(' ');
export const ERROR_TEXT = FORM_WORDS.contact.failed;

const EMPTY: ContactPayload = { firstName: '', lastName: '', email: '', phone: '', company: '', subject: '', message: '' };

/** docs/product/site.md §4: the placeholder names the chosen service, lowercased. */
export function messagePlaceholder(subject: string): string {
  const option = SUBJECT_OPTIONS.find((entry) => entry.value === subject);
  return option ? fillIn(FORM_WORDS.contact.placeholder, { service: option.label.toLowerCase() }) : FORM_WORDS.contact.placeholderAny;
}

const Row = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.sm} { grid-template-columns: 1fr 1fr; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Result = styled.p<{ $kind: 'success' | 'error' }>`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  font-weight: 600;
  color: ${({ $kind }) => ($kind === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${theme.colors.surfaceAlt};
`;

/** 'Send Us a Message' (docs/product/site.md §2, §4, §5, §8): browser validation; values kept on failure. */
export function ContactForm({ submit = submitContact }: { submit?: typeof submitContact }) {
  const form = useForm<ContactPayload>({
    initial: EMPTY,
    submit,
    resetOnSuccess: true,
    onError: (error) => console.error('Contact message failed:', error instanceof Error ? error.message : error),
  });
  const { control, id, values, status, submitting } = form;
  const fieldErrors = form.errors;

  return (
    <form method="post" action={formAction('contact')} onSubmit={form.onSubmit}>
      <Row>
        <Field id={id('firstName')} label={`${LABELS.firstName} *`} error={fieldErrors.firstName}>
          <Input {...control('firstName')} required autoComplete="given-name" />
        </Field>
        <Field id={id('lastName')} label={`${LABELS.lastName} *`} error={fieldErrors.lastName}>
          <Input {...control('lastName')} required autoComplete="family-name" />
        </Field>
      </Row>
      <Row>
        <Field id={id('email')} label={`${LABELS.email} *`} error={fieldErrors.email}>
          <Input {...control('email')} type="email" required autoComplete="email" />
        </Field>
        <Field id={id('phone')} label={LABELS.phone} error={fieldErrors.phone}>
          <Input {...control('phone')} type="tel" autoComplete="tel" />
        </Field>
      </Row>
      <Field id={id('company')} label={LABELS.company} error={fieldErrors.company}>
        <Input {...control('company')} autoComplete="organization" />
      </Field>
      <Field id={id('subject')} label={`${LABELS.subject} *`} error={fieldErrors.subject}>
        <Select {...control('subject')} required>
          <option value="">{FORM_WORDS.contact.choose}</option>
          {SUBJECT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('message')} label={`${LABELS.message} *`} error={fieldErrors.message}>
        <TextArea {...control('message')} required placeholder={messagePlaceholder(values.subject)} />
      </Field>
      <HoneypotField {...form.honeypot} />
      <div role="status">{status === 'success' && <Result $kind="success">{SUCCESS_TEXT}</Result>}</div>
      <div role="alert">{status === 'error' && <Result $kind="error">{ERROR_TEXT}</Result>}</div>
      <Button type="submit" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner aria-hidden="true" />
            {` ${FORM_WORDS.contact.sending}`}
          </>
        ) : (
          FORM_WORDS.contact.send
        )}
      </Button>
      <PrivacyNote>{FORM_WORDS.contact.privacyNote}</PrivacyNote>
    </form>
  );
}

/** ContactForm as the island 'contact-form': what the page renders and the browser hydrates. */
export const contactFormIsland = declareIsland('contact-form', ContactForm);
