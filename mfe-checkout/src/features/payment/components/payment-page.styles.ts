import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export const Title = styled.h1`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize['2xl']};
  overflow-wrap: anywhere;
`;

export const Lead = styled.p`
  margin: 0 0 ${vars.space[6]};
  color: ${vars.color.textMuted};
`;

export const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const Fields = styled.fieldset`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  ${media.sm} {
    grid-template-columns: 1fr 1fr;

    & > :is([data-span='full']) {
      grid-column: 1 / -1;
    }
  }
`;

/** A payment method's form: its fields, then the pay button, with room between them. */
export const Form = styled.form`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** The form's submit row, apart from the last field (the expiry, or the document number). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  justify-content: space-between;
  align-items: center;
  padding-top: ${vars.space[2]};
`;

export const Summary = styled.aside`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};

  ${media.lg} {
    position: sticky;
    top: ${vars.space[6]};
  }
`;

export const SummaryRow = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin: 0;
  overflow-wrap: anywhere;

  &[data-total] {
    padding-top: ${vars.space[3]};
    border-top: 1px solid ${vars.color.border};
    font-size: ${vars.fontSize.lg};
    font-weight: 700;
  }
`;

export const Hint = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The time left to pay an unpaid purchase ('Tiempo para pagar: 29:41'). */
export const Deadline = styled.p`
  display: inline-block;
  margin: 0 0 ${vars.space[6]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid ${vars.color.info};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};

  & strong {
    font-variant-numeric: tabular-nums;
  }

  &[data-urgent] {
    border-inline-start-color: ${vars.color.warning};
    background: ${vars.color.warningSoft};
    color: ${vars.color.onWarningSoft};
  }
`;

export const Declined = styled.div`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  border-inline-start: 4px solid ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  font-weight: 600;
`;

export const Processing = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-weight: 600;
`;

/** What the membership being paid gives the shopper (/payment?membership=…), above the form. */
export const Outcome = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[6]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid ${vars.color.info};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }
`;

/** A purchase that can't be paid any more: why, and the way back to choose again. */
export const Closed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
  max-width: 40rem;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  & p {
    margin: 0;
  }

  & a {
    color: inherit;
    font-weight: 700;
  }
`;

export const ClosedTitle = styled.p`
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
`;
