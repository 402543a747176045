import { styled } from 'styled-components';
import { Link } from 'react-router';
import { media, vars } from '@bonis/design-system';

/** A page's or a card's centred state: signed out, empty, or failed with its retry button. */
export const StateMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[12]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};

  & > p {
    margin: 0;
  }
`;

/** The words of a failed load ('Error - No se pudieron cargar …'). */
export const StateError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-weight: 700;
`;

/** A card's title row: the h2 and, at its end, an action. */
export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

/** An underlined in-store link in the brand colour ('Ver todos mis pedidos'). */
export const TextLink = styled(Link)`
  padding: ${vars.space[1]};
  border-radius: 2px;
  color: ${vars.color.brand};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.18em;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

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
