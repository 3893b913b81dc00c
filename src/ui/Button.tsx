import styled, { css } from 'styled-components';
import { Link } from './Link';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'inverse' | 'inverseOutline';

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${theme.layout.target};
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.sm};
  border: 2px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.motion.fast}, color ${theme.motion.fast};
  ${({ $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover { background: ${theme.colors.accentSoft}; color: ${theme.colors.primaryHover}; }
        `;
      case 'inverseOutline':
        return css`
          background: transparent;
          color: ${theme.colors.inverse};
          border-color: ${theme.colors.inverse};
          &:hover { background: ${theme.colors.navyRaised}; color: ${theme.colors.inverse}; }
        `;
      case 'inverse':
        return css`
          background: ${theme.colors.inverse};
          color: ${theme.colors.navy};
          &:hover { background: ${theme.colors.inverseSoft}; color: ${theme.colors.navy}; }
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover { background: ${theme.colors.primaryHover}; color: ${theme.colors.onPrimary}; }
        `;
    }
  }}
  &:disabled { opacity: 0.65; cursor: not-allowed; }
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;
