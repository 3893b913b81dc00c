import styled from 'styled-components';
import { theme } from './theme';

/** A square, 44 px (touch-target) button holding only an icon; give it an aria-label. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${theme.layout.target};
  height: ${theme.layout.target};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: ${theme.colors.ink};
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceAlt}; }
`;
