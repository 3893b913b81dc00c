import type { ReactNode } from 'react';
import { ArrowLeftIcon } from './icons';
import { Link } from './Link';
import styled from 'styled-components';
import { Container, HeroArt, HeroColumns } from './layout';
import { theme } from './theme';

const Band = styled.div`
  background: linear-gradient(135deg, ${theme.colors.navy} 0%, ${theme.colors.navyRaised} 100%);
  color: ${theme.colors.inverse};
  padding: ${theme.space.xxl} 0;
  ${theme.media.lg} { padding: ${theme.space.xxxl} 0; }
  h1 { color: ${theme.colors.inverse}; max-width: 48rem; }
`;

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inverseMuted};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: ${theme.layout.target};
  margin-bottom: ${theme.space.sm};
  color: ${theme.colors.inverse};
  font-weight: 600;
  &:hover { color: ${theme.colors.accentSoft}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

interface PageHeroProps {
  title: string;
  lead?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** Shown under the title, such as an article's byline. */
  children?: ReactNode;
  /** A decorative drawing (src/ui/illustrations) beside the text from the lg breakpoint. */
  illustration?: ReactNode;
}

export function PageHero({ title, lead, back, actions, children, illustration }: PageHeroProps) {
  const text = (
    <>
      {back && (
        <Back to={back.to} data-print="hide">
          <ArrowLeftIcon size={18} />
          {back.label}
        </Back>
      )}
      <h1>{title}</h1>
      {children}
      {lead && <Lead>{lead}</Lead>}
      {actions && <Actions>{actions}</Actions>}
    </>
  );
  return (
    <Band>
      <Container>
        {illustration ? (
          <HeroColumns>
            <div>{text}</div>
            <HeroArt data-print="hide">{illustration}</HeroArt>
          </HeroColumns>
        ) : (
          text
        )}
      </Container>
    </Band>
  );
}
