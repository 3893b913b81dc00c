import { Link } from '../../ui/Link';
import styled from 'styled-components';
import type { TrustStripData } from '../../model/types';
import { BadgeMark } from '../../ui/BadgeMark';
import { ArrowRightIcon, ShieldIcon } from '../../ui/icons';
import { Container } from '../../ui/layout';
import { theme } from '../../ui/theme';

const Strip = styled.section`
  padding: ${theme.space.lg} 0;
  background: ${theme.colors.surfaceAlt};
  border-bottom: 1px solid ${theme.colors.border};
`;

/** Phones: one centred column. From 1024 px: the two lists side by side, the link after them. */
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md} ${theme.space.xl};
  text-align: center;
  h2 { flex-basis: 100%; margin: 0; font-size: ${theme.fontSizes.lg}; }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs} ${theme.space.md};
  p { margin: 0; font-size: ${theme.fontSizes.sm}; font-weight: 600; color: ${theme.colors.muted}; }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.xs} ${theme.space.md};
  li { display: inline-flex; align-items: center; gap: ${theme.space.xs}; font-size: ${theme.fontSizes.sm}; font-weight: 600; color: ${theme.colors.text}; }
  svg { flex: none; color: ${theme.colors.primary}; }
`;

const AwardsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: ${theme.layout.target};
  font-weight: 600;
  color: ${theme.colors.primary};
`;

/**
 * A compact strip under the home hero: the review platforms and the CEO's certifications of the
 * awards page (the same data: awards.yaml), and a link there. No image: the marks are CSS and an
 * inline icon, so the strip costs the first screen no request.
 */
export function TrustStrip({ trust }: { trust: TrustStripData }) {
  return (
    <Strip aria-labelledby="trust-title" data-trust-strip="">
      <Container>
        <Inner>
          <h2 id="trust-title">{trust.title}</h2>
          <Group>
            <p id="trust-reviews">{trust.reviewsLabel}</p>
            <Items aria-labelledby="trust-reviews">
              {trust.badges.map((badge) => (
                <li key={badge.name}>
                  <BadgeMark badge={badge} size="small" />
                  {badge.name}
                </li>
              ))}
            </Items>
          </Group>
          <Group>
            <p id="trust-certifications">{trust.certificationsLabel}</p>
            <Items aria-labelledby="trust-certifications">
              {trust.certifications.map((certification) => (
                <li key={certification.title}>
                  <ShieldIcon size={20} />
                  {certification.title}
                </li>
              ))}
            </Items>
          </Group>
          <AwardsLink to="/awards">
            {trust.linkLabel}
            <ArrowRightIcon size={18} />
          </AwardsLink>
        </Inner>
      </Container>
    </Strip>
  );
}
