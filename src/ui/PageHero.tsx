import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from './layout';

const Band = styled.div`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy} 0%, ${({ theme }) => theme.colors.navyRaised} 100%);
  color: ${({ theme }) => theme.colors.inverse};
  padding: ${({ theme }) => theme.space.xxl} 0;
  ${({ theme }) => theme.media.lg} { padding: ${({ theme }) => theme.space.xxxl} 0; }
  h1 { color: ${({ theme }) => theme.colors.inverse}; max-width: 48rem; }
`;

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inverseMuted};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inverse};
  font-weight: 600;
  &:hover { color: ${({ theme }) => theme.colors.accentSoft}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface PageHeroProps {
  title: string;
  lead?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
}

export function PageHero({ title, lead, back, actions }: PageHeroProps) {
  return (
    <Band>
      <Container>
        {back && <Back to={back.to}>← {back.label}</Back>}
        <h1>{title}</h1>
        {lead && <Lead>{lead}</Lead>}
        {actions && <Actions>{actions}</Actions>}
      </Container>
    </Band>
  );
}
