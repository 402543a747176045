import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** The h1 of every page of this remote: the display font, larger from `md` up. */
export const PageTitle = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  line-height: 1.2;

  ${media.md} {
    font-size: ${vars.fontSize['3xl']};
  }
`;

/** The line under a page's h1 that says what the page is for. */
export const PageIntro = styled.p`
  margin: 0 0 ${vars.space[6]};
  max-width: 62ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
`;
