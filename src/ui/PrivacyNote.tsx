import styled from 'styled-components';
import { PRIVACY_PATH } from '../model/legalPaths';
import { FORM_WORDS } from '../shared/forms';
import { theme } from './theme';

const Note = styled.p`
  flex-basis: 100%;
  margin: ${theme.space.xs} 0;
  font-size: ${theme.fontSizes.sm};
  a { text-decoration: underline; }
`;

/**
 * The line beside a form's submit button that links to the privacy notice. It opens in a new tab,
 * so reading it never loses what the visitor has typed.
 */
export function PrivacyNote({ children }: { children: string }) {
  return (
    <Note>
      {children}{' '}
      <a href={PRIVACY_PATH} target="_blank" rel="noopener">
        {FORM_WORDS.privacyLink.label}
        <span className="visually-hidden">{` ${FORM_WORDS.privacyLink.newTab}`}</span>
      </a>
    </Note>
  );
}
