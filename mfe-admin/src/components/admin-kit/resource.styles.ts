import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** A list screen: intro, toolbar, bulk bar and table, one under the other. */
export const ListStack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const ListIntro = styled.p`
  margin: 0;
  max-width: 72ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  line-height: 1.5;
`;

export const FilterField = styled.label`
  display: inline-grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

/**
 * Around the table: a row whose content carries `data-inactive` is dimmed (inactive rows appear
 * dimmed), all but its selection checkbox and its actions.
 */
export const ListRegion = styled.div`
  min-width: 0;

  & tbody tr:has([data-inactive]) > td:not(:first-child):not(:last-child) {
    opacity: 0.55;
  }
`;

export const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${vars.space[2]};
`;

/** A row's main cell: an optional picture or emoji, then the name and a description. */
export const MainCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;

  & > span:last-child {
    display: grid;
    min-width: 0;
  }
`;

/** Text cut with an ellipsis on one line (give it a `title` with the whole text). */
export const Ellipsis = styled.span`
  display: block;
  max-width: var(--ellipsis-width, 24ch);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A row's description under its name: at most two lines, broken between words. */
export const Description = styled.span`
  display: -webkit-box;
  max-width: 40ch;
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: normal;
  word-break: normal;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

export const Emoji = styled.span`
  flex: none;
  font-size: 1.5rem;
  line-height: 1;
`;

/** The create/edit dialogs. */
export const ResourceFormRoot = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

/** Two fields side by side from the small breakpoint up (one under the other on a phone). */
export const FieldPair = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export const FormHistory = styled.div`
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;
