import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { Container, Section } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { theme } from '../ui/theme';
import { BACK_LINK_ATTRIBUTE, FORM_HOMES, PROBLEM_LIST_ATTRIBUTE } from '../model/formPages';
import type { ViewProps } from '../model/types';

const Problems = styled.ul`
  max-width: ${theme.layout.measure};
  margin: 0 0 ${theme.space.xl};
  padding-left: ${theme.space.lg};
  color: ${theme.colors.danger};
  font-weight: 600;
  li + li { margin-top: ${theme.space.xs}; }
  &:empty { display: none; }
`;

/**
 * Why a form's submission without script was not taken. Prerendered with an empty list: the server
 * answers such a submission with this page, one item per problem, the link pointing at the form
 * (server/routes/formPosts.ts). The browser's Back returns to the form with what was typed.
 */
export function Component({ data: { heading, text, backLabel } }: ViewProps<'form-problem'>) {
  return (
    <>
      <PageHero title={heading} lead={text} />
      <Section>
        <Container>
          <Problems {...{ [PROBLEM_LIST_ATTRIBUTE]: '' }} />
          <ButtonLink to={FORM_HOMES.contact} {...{ [BACK_LINK_ATTRIBUTE]: '' }}>
            {backLabel}
          </ButtonLink>
        </Container>
      </Section>
    </>
  );
}
