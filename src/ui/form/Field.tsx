import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { HONEYPOT_LABEL } from '../../shared/forms';

export const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xxs};
  font-weight: 600;
  color: ${theme.colors.ink};
`;

const controlStyles = `
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: 6px;
  background: ${theme.colors.surface};
`;

export const Input = styled.input`
  ${controlStyles}
  border: 1px solid ${theme.colors.muted};
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

export const Select = styled.select`
  ${controlStyles}
  border: 1px solid ${theme.colors.muted};
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
  border: 1px solid ${theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;

const Wrapper = styled.div`
  margin-bottom: ${theme.space.md};
`;

/** A labelled form control with its error message linked by aria-describedby. */
export function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Wrapper>
  );
}

/** Props that tie a control to its Field's error. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The honeypot: off-screen and hidden from assistive technology; people never fill it. */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </Trap>
  );
}
