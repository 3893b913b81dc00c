import { Link } from './Link';
import styled from 'styled-components';
import { theme } from './theme';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.target};
  margin-top: ${theme.space.sm};
  font-weight: 600;
  color: ${theme.colors.primary};
`;

/**
 * A 'Learn More'-style link whose accessible name also says what it leads to (the suffix is
 * visually hidden), so screen-reader link lists and crawlers get descriptive text.
 */
export function MoreLink({ to, label, about }: { to: string; label: string; about: string }) {
  return (
    <StyledLink to={to}>
      {label} <span className="visually-hidden">about {about}</span>
    </StyledLink>
  );
}
