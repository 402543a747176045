import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** Two columns of sections from the tablet up. */
export const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: minmax(0, 1fr);

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StatusControls = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
`;

/** The money summary: amounts aligned to the end, the total in bold. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  max-width: 24rem;
  margin-inline-start: auto;
  width: 100%;

  dt {
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  dt[data-total],
  dd[data-total] {
    color: ${vars.color.text};
    font-weight: 800;
    border-top: 1px solid ${vars.color.border};
    padding-top: ${vars.space[2]};
  }
`;

export const ErrorBox = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;
  color: ${vars.color.danger};
`;

/** A small form inside a detail part: its fields side by side from 480 px, the button after. */
export const PartForm = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  & > [data-fields] {
    display: grid;
    gap: ${vars.space[3]};
    grid-template-columns: minmax(0, 1fr);

    ${media.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      align-items: start;
    }
  }

  & > button {
    justify-self: start;
  }
`;

/** A row of actions that wraps on a phone. */
export const PartActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

/** Why an action is not available: muted, under or beside its disabled button. */
export const Reason = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The internal notes, newest first. */
export const NoteList = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NoteItem = styled.li`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  min-width: 0;

  & > p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const NoteMeta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  & > strong {
    color: ${vars.color.text};
  }
`;
