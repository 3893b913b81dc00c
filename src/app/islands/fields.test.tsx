import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { restoreFields, snapshotFields } from './fields';

/** A controlled form as the islands' forms are: React's state is what gets sent. */
function Form() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [service, setService] = useState('');
  return (
    <form aria-label="Form">
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="Agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <select aria-label="Service" value={service} onChange={(event) => setService(event.target.value)}>
        <option value="">Choose</option>
        <option value="vapt">VAPT</option>
      </select>
      <output>{`${name}|${agreed}|${service}`}</output>
    </form>
  );
}

/** What the browser does to fields a visitor fills before React runs them: values change, React hears nothing. */
function typeUnheard(field: HTMLElement, value: string | boolean): void {
  const property = typeof value === 'boolean' ? 'checked' : 'value';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)!.set!.call(field, value);
}

describe('restoreFields', () => {
  it('gives React what was typed before the island ran: text, a checkbox and a choice, once each', () => {
    render(<Form />);
    typeUnheard(screen.getByLabelText('Name'), 'Ada Lovelace');
    typeUnheard(screen.getByLabelText('Agree'), true);
    typeUnheard(screen.getByLabelText('Service'), 'vapt');
    const snapshot = snapshotFields(screen.getByRole('form'));
    expect(screen.getByRole('status')).toHaveTextContent('|false|');
    act(() => restoreFields(snapshot));
    expect(screen.getByRole('status')).toHaveTextContent('Ada Lovelace|true|vapt');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Agree')).toBeChecked();
  });
});
