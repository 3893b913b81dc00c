import type { RefObject } from 'react';
import styled from 'styled-components';
import { SERVICE_OPTIONS, validateLead, type LeadPayload } from '../../shared/forms';
import { Button } from '../../ui/Button';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { Field, HoneypotField, Input, Select } from '../../ui/form/Field';
import { useForm } from '../../ui/form/useForm';
import { theme } from '../../ui/theme';

export type SubmitLead = (lead: LeadPayload & { website?: string }, idempotencyKey: string) => Promise<unknown>;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

const EMPTY: LeadPayload = { fullName: '', companyName: '', email: '', phone: '', service: '' };

export const FAILURE_ALERT = 'Something went wrong. Please try again.';

interface LeadFormProps {
  onSubmit: SubmitLead;
  onSuccess: () => void;
  onCancel: () => void;
  firstFieldRef: RefObject<HTMLInputElement>;
}

/** The consultation request form (site-spec §3–§5, §8). Its values survive a failed submission. */
export function LeadForm({ onSubmit, onSuccess, onCancel, firstFieldRef }: LeadFormProps) {
  const form = useForm<LeadPayload>({
    initial: EMPTY,
    validate: validateLead,
    prepare: (values) => ({ ...values, fullName: values.fullName.trim() }),
    submit: onSubmit,
    onSuccess,
    onError: (error) => {
      console.error('Lead submission failed:', error instanceof Error ? error.message : error);
      window.alert(FAILURE_ALERT);
    },
  });
  const { control, errors, id } = form;

  return (
    <form noValidate onSubmit={form.onSubmit}>
      <Field id={id('fullName')} label="Full Name *" error={errors.fullName}>
        <Input ref={firstFieldRef} {...control('fullName')} autoComplete="name" />
      </Field>
      <Field id={id('companyName')} label="Company Name" error={errors.companyName}>
        <Input {...control('companyName')} autoComplete="organization" />
      </Field>
      <Field id={id('email')} label="Email" error={errors.email}>
        <Input {...control('email')} type="email" autoComplete="email" />
      </Field>
      <Field id={id('phone')} label="Phone" error={errors.phone}>
        <Input {...control('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field id={id('service')} label="Service *" error={errors.service}>
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
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Submitting...' : 'Request Consultation'}
        </Button>
      </Actions>
      <PrivacyNote>We use these details only to answer your request.</PrivacyNote>
    </form>
  );
}
