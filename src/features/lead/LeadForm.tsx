import { useId, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { LEAD_FIELDS, SERVICE_OPTIONS, validateLead, type FieldErrors, type LeadPayload } from '../../shared/forms';
import { Button } from '../../ui/Button';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { errorProps, Field, HoneypotField, Input, Select } from '../../ui/form/Field';
import { useIdempotencyKey } from '../../api';
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
  const [values, setValues] = useState<LeadPayload>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LeadPayload>>({});
  const [submitting, setSubmitting] = useState(false);
  const keyFor = useIdempotencyKey();
  const prefix = useId();
  const id = (field: keyof LeadPayload) => `${prefix}-${field}`;

  const change = (field: keyof LeadPayload) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLead(values);
    setErrors(found);
    const firstInvalid = LEAD_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    const payload = { ...values, fullName: values.fullName.trim(), website: honeypot };
    setSubmitting(true);
    try {
      await onSubmit(payload, keyFor(payload));
      onSuccess();
    } catch (error) {
      console.error('Lead submission failed:', error instanceof Error ? error.message : error);
      window.alert(FAILURE_ALERT);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Field id={id('fullName')} label="Full Name *" error={errors.fullName}>
        <Input ref={firstFieldRef} id={id('fullName')} name="fullName" autoComplete="name" value={values.fullName} onChange={change('fullName')} {...errorProps(id('fullName'), errors.fullName)} />
      </Field>
      <Field id={id('companyName')} label="Company Name" error={errors.companyName}>
        <Input id={id('companyName')} name="companyName" autoComplete="organization" value={values.companyName} onChange={change('companyName')} {...errorProps(id('companyName'), errors.companyName)} />
      </Field>
      <Field id={id('email')} label="Email" error={errors.email}>
        <Input id={id('email')} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} {...errorProps(id('email'), errors.email)} />
      </Field>
      <Field id={id('phone')} label="Phone" error={errors.phone}>
        <Input id={id('phone')} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} {...errorProps(id('phone'), errors.phone)} />
      </Field>
      <Field id={id('service')} label="Service *" error={errors.service}>
        <Select id={id('service')} name="service" value={values.service} onChange={change('service')} {...errorProps(id('service'), errors.service)}>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <HoneypotField id={`${prefix}-website`} value={honeypot} onChange={setHoneypot} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Request Consultation'}
        </Button>
      </Actions>
      <PrivacyNote>We use these details only to answer your request.</PrivacyNote>
    </form>
  );
}
