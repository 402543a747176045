import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { Ellipsis } from '../../../components/admin-kit';

/** A muted line cut with an ellipsis (an email under a name). */
export const Muted = styled(Ellipsis)`
  --ellipsis-width: 18ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A gift's code: it is read and typed character by character. */
export const Code = styled.code`
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

/** 'Sin código': nothing, quietly. */
export const NoValue = styled.span`
  color: ${vars.color.textMuted};
  white-space: nowrap;
`;

/** The state badge and the 'Envío atrasado' warning, side by side (wrapping when narrow). */
export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/** The state cell: the badges, and the reason of a voided gift under them. */
export const StateStack = styled.span`
  display: grid;
  gap: ${vars.space[1]};
  justify-items: start;
`;

/** The void dialog's form. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

/** What voiding does, one consequence a line. */
export const Consequences = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  font-size: ${vars.fontSize.sm};
  line-height: 1.5;
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
