import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** The row with a page's h1 and, at its end, a count or an action. */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin-bottom: ${vars.space[6]};
`;

/**
 * A page's h1. Focusable from script (`tabIndex={-1}`) so focus can return to it after the
 * element that had it is gone; the ring shows only for keyboard focus.
 */
export const PageTitle = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  line-height: 1.2;
  color: ${vars.color.text};
  scroll-margin-top: ${vars.space[16]};

  ${media.md} {
    font-size: ${vars.fontSize['3xl']};
  }

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
