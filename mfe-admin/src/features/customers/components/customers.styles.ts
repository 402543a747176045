import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** The page: the way back, the header, the sections, one under the other. */
export const Page = styled.div`
  display: grid;
  /* one column as wide as the screen: the tab strip and the tables scroll inside it */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const BackLink = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
`;

/** The customer's name and badges, with 'Ajustar puntos' at the end (under it on a phone). */
export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const NameBlock = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-family: ${vars.font.familyDisplay};
    font-size: ${vars.fontSize.xl};
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** The header's figures over its facts, each the page's width (the cards four across from 1024 px). */
export const HeaderGrid = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
`;

/** A section's content: its parts (tables, notes) one under the other. */
export const SectionStack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
  padding-top: ${vars.space[2]};
`;

/** A muted note: a hint under a table, an empty list. */
export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A load error with 'Reintentar'. */
export const ErrorLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.color.danger};
`;

/** A signed amount of points: given in the success colour, taken in the text's. */
export const Signed = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-sign='plus'] {
    color: ${vars.color.success};
  }
`;

/** The dialogs' form: fields, the preview, the buttons. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** The new balance as the amount is typed. */
export const Preview = styled.output`
  display: block;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  font-variant-numeric: tabular-nums;

  &[data-negative] {
    color: ${vars.color.danger};
  }
`;

/** The internal notes, newest first. */
export const NoteList = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    min-width: 0;
  }
`;

export const NoteMeta = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const NoteBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const NoteForm = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;

  & > :first-child {
    justify-self: stretch;
  }
`;

/** A text of a sentence or two in a cell (a ledger movement's detail), wrapped, never cut. */
export const CellText = styled.span`
  display: block;
  min-width: 16ch;
  max-width: 48ch;
  overflow-wrap: anywhere;
`;
