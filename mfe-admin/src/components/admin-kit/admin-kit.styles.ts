import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/* ---- AdminTable ---- */

export const TableRoot = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid ${vars.color.danger};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const FooterGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const InlineLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  white-space: nowrap;
  color: ${vars.color.text};
`;

/** A cell's checkbox, without the label's gap around it. */
export const SelectCell = styled.div`
  display: inline-flex;
  align-items: center;
`;

/* ---- ListToolbar ---- */

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

export const SearchField = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 220px;
  min-width: 0;
  max-width: 100%;

  ${media.md} {
    max-width: 360px;
  }

  label {
    font-size: ${vars.fontSize.sm};
    font-weight: 700;
    color: ${vars.color.text};
  }
`;

export const ToolbarSlot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

export const ToolbarActions = styled(ToolbarSlot)`
  ${media.md} {
    margin-left: auto;
  }
`;

/* ---- BulkBar ---- */

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
`;

export const BarCount = styled.p`
  font-weight: 700;
  margin-right: auto;
`;

/* ---- AuditTrail ---- */

export const Trail = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const TrailHeading = styled.h3`
  font-size: ${vars.fontSize.md};
  font-weight: 700;
  color: ${vars.color.text};
`;

export const Entries = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const EntryHead = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  strong {
    color: ${vars.color.text};
  }
`;

export const Changes = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const ErrorText = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.danger};
`;
