import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../shared/forms';
import { errorProps } from './Field';
import { useIdempotencyKey } from './useIdempotencyKey';

export type FormStatus = 'idle' | 'success' | 'error';

/** A form's values: every field is text. */
type FormValues<T> = { [K in keyof T]: string };

export interface UseFormOptions<T extends FormValues<T>> {
  initial: T;
  /** Rules checked before sending (the shared ones from src/shared/forms.ts); none: the browser's own. */
  validate?: (values: T) => FieldErrors<T>;
  /** What is sent, from the values (trimming, for example). */
  prepare?: (values: T) => T;
  /** Sends the values with the honeypot's and an Idempotency-Key (the same for the same values). */
  submit: (payload: T & { website: string }, idempotencyKey: string) => Promise<unknown>;
  /** Clear the fields after a successful submission. */
  resetOnSuccess?: boolean;
  /** Called with what `submit` resolved to and the payload it sent. */
  onSuccess?: (result: unknown, payload: T & { website: string }) => void;
  onError?: (error: unknown) => void;
}

/**
 * The one form hook: values, per-field errors (the shared rules before sending, the server's
 * `fields` after), the submitting state, the honeypot and the idempotency key. What the visitor
 * typed is kept when sending fails, and never written to the console.
 */
export function useForm<T extends FormValues<T>>({ initial, validate, prepare, submit, resetOnSuccess, onSuccess, onError }: UseFormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [honeypot, setHoneypot] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<FormStatus>('idle');
  const sending = useRef(false);
  const keyFor = useIdempotencyKey();
  const prefix = useId();
  const id = (field: keyof T) => `${prefix}-${String(field)}`;

  const change = (field: keyof T) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<T>;
    });
  };

  /** The props of a field's control: id, name, value, change handler and its error's ARIA. */
  const control = (field: keyof T) => ({
    id: id(field),
    name: String(field),
    value: values[field],
    onChange: change(field),
    ...errorProps(id(field), errors[field]),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const found: FieldErrors<T> = validate?.(values) ?? {};
    setErrors(found);
    const firstInvalid = (Object.keys(values) as (keyof T)[]).find((field) => found[field]);
    if (firstInvalid !== undefined) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    const payload = { ...(prepare ? prepare(values) : values), website: honeypot };
    sending.current = true;
    setSubmitting(true);
    setStatus('idle');
    try {
      const result = await submit(payload, keyFor(payload));
      setStatus('success');
      if (resetOnSuccess) {
        setValues(initial);
        setErrors({});
      }
      onSuccess?.(result, payload);
    } catch (error) {
      setStatus('error');
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields as FieldErrors<T>);
      onError?.(error);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    submitting,
    status,
    id,
    control,
    onSubmit,
    honeypot: { id: `${prefix}-website`, value: honeypot, onChange: setHoneypot },
  };
}
