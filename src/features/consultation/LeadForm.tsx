import WORDS from '../../../content/islands/consultation.json' with { type: 'json' };
import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { formAction, type SubmitLead } from '../../api';
import { FORM_WORDS, LEAD_LABELS as LABELS, SERVICE_OPTIONS, validateLead, type LeadPayload } from '../../shared/forms';
import { Button } from '../../ui/Button';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { Field, HoneypotField, Input, Select } from '../../ui/form/Field';
import { useForm } from '../../ui/form/useForm';
import { theme } from '../../ui/theme';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

const EMPTY: LeadPayload = { fullName: '', companyName: '', email: '', phone: '', service: '' };

export const FAILURE_ALERT = WORDS.failed;

/** A consultation request as it was sent, with the id the API gave it: what a step after the request need not ask again. */
export interface SentLead extends Omit<LeadPayload, 'service'> {
  id?: string;
  /** The request's proof, which a booking brings to be attached to it. */
  bookingToken?: string;
}

/** What a request's success state shows below its thanks (the composition root's booking step), given the request. */
export type AfterRequest = (lead: SentLead) => ReactNode;

/** The receipt's id and proof, those of them that are strings. */
function requestOf(receipt: unknown): Pick<SentLead, 'id' | 'bookingToken'> {
  const { id, bookingToken } = (typeof receipt === 'object' && receipt !== null ? receipt : {}) as Record<string, unknown>;
  return { ...(typeof id === 'string' ? { id } : {}), ...(typeof bookingToken === 'string' ? { bookingToken } : {}) };
}

interface LeadFormProps {
  onSubmit: SubmitLead;
  onSuccess: (lead: SentLead) => void;
  /** In the dialog: its Cancel button. The form on a page of its own has none. */
  onCancel?: () => void;
}

/**
 * The consultation request form (docs/product/site.md §3–§5, §8). Its values survive a failed
 * submission. Memoised: the dialog's opening and closing do not render it again.
 */
export const LeadForm = memo(function LeadForm({ onSubmit, onSuccess, onCancel }: LeadFormProps) {
  const form = useForm<LeadPayload>({
    initial: EMPTY,
    validate: validateLead,
    prepare: (values) => ({ ...values, fullName: values.fullName.trim() }),
    submit: onSubmit,
    onSuccess: (receipt, { fullName, companyName, email, phone }) => {
      onSuccess({ fullName, companyName: companyName.trim(), email: email.trim(), phone: phone.trim(), ...requestOf(receipt) });
    },
    onError: (error) => {
      console.error('Lead submission failed:', error instanceof Error ? error.message : error);
      window.alert(FAILURE_ALERT);
    },
  });
  const { control, errors, id } = form;

  return (
    <form method="post" action={formAction('lead')} noValidate onSubmit={form.onSubmit}>
      <Field id={id('fullName')} label={`${LABELS.fullName} *`} error={errors.fullName}>
        <Input {...control('fullName')} autoComplete="name" />
      </Field>
      <Field id={id('companyName')} label={LABELS.companyName} error={errors.companyName}>
        <Input {...control('companyName')} autoComplete="organization" />
      </Field>
      <Field id={id('email')} label={LABELS.email} error={errors.email}>
        <Input {...control('email')} type="email" autoComplete="email" />
      </Field>
      <Field id={id('phone')} label={LABELS.phone} error={errors.phone}>
        <Input {...control('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field id={id('service')} label={`${LABELS.service} *`} error={errors.service}>
        <Select {...control('service')}>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <HoneypotField {...form.honeypot} />
      <Actions>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {WORDS.cancel}
          </Button>
        )}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? FORM_WORDS.lead.submitting : FORM_WORDS.lead.submit}
        </Button>
      </Actions>
      <PrivacyNote>{WORDS.privacyNote}</PrivacyNote>
    </form>
  );
});
