import styled from 'styled-components';
import { useForm } from '../../ui/form/useForm';
import { PrivacyNote } from '../../ui/PrivacyNote';
import { theme } from '../../ui/theme';

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
`;

/**
 * Newsletter sign-up per site-spec §5: browser validation only (required, e-mail format); on
 * submit the field is cleared. No request and, unlike the spec's stub, no log of the address
 * (no form writes what a visitor typed to the console).
 */
export function NewsletterForm() {
  const form = useForm<{ email: string }>({ initial: { email: '' }, submit: async () => {}, resetOnSuccess: true });

  return (
    <Form onSubmit={form.onSubmit}>
      <label htmlFor={form.id('email')}>Subscribe to our newsletter</label>
      <input {...form.control('email')} type="email" required autoComplete="email" placeholder="Your e-mail address" />
      <button type="submit">Subscribe</button>
      <PrivacyNote>Your address is not sent or stored.</PrivacyNote>
    </Form>
  );
}
