import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export { CardHeader, StateError, StateMessage } from '../../../components/page-parts.styles';

/** The card's h2: focusable from script, so focus can land on it when a row is gone. */
export const Title = styled.h2`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** One address: its name (and the default's badge), the lines, then its actions. */
export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &[data-default] {
    border-color: ${vars.color.brand};
  }

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    word-break: normal;
    overflow-wrap: break-word;
  }
`;

export const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** The address's lines: wrap between words (a word longer than the card breaks as a last resort). */
export const Lines = styled.p`
  display: grid;
  margin: 0;
  color: ${vars.color.textMuted};
  word-break: normal;
  overflow-wrap: break-word;
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: auto;
  padding-top: ${vars.space[2]};
`;

export const Note = styled.p`
  margin: ${vars.space[3]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** Departamento and Ciudad side by side when there is room. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};

  & > * {
    flex: 1 1 200px;
    min-width: 0;
  }
`;
