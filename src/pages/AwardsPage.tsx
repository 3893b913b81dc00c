import styled from 'styled-components';
import { BadgeMark } from '../ui/BadgeMark';
import { CardText } from '../ui/Card';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import type { ViewProps } from '../model/types';
import { CardSection } from './components/CardSection';

const Mark = styled(BadgeMark)`
  margin-bottom: ${theme.space.md};
`;

const Issuer = styled.p`
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
  color: ${theme.colors.accent};
`;

const Emblem = styled.img`
  width: 96px;
  height: 96px;
  margin-bottom: ${theme.space.md};
`;

export function Component({ data: awards }: ViewProps<'awards'>) {
  return (
    <>
      <PageHero title={awards.heading} lead={awards.intro} />
      <CardSection id="accolades" title={awards.accoladesTitle} items={awards.badges} keyOf={(badge) => badge.name}>
        {(badge) => (
          <>
            <Mark badge={badge} />
            <h3>{badge.name}</h3>
            <CardText>{badge.description}</CardText>
          </>
        )}
      </CardSection>
      <CardSection
        id="certifications"
        title={awards.certificationsTitle}
        intro={awards.certificationsIntro}
        tone="alt"
        items={awards.certifications}
        keyOf={(certification) => certification.title}
      >
        {(certification) => (
          <>
            <Emblem src={certification.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
            <h3>{certification.title}</h3>
            <Issuer>Issued by {certification.issuer}</Issuer>
            <CardText>{certification.description}</CardText>
          </>
        )}
      </CardSection>
    </>
  );
}
