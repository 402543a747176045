import { styled } from 'styled-components';
import { vars, visuallyHiddenCss } from '@bonis/design-system';

export const Root = styled.fieldset`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[2]};
  font-weight: 700;
`;

export const Zone = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-height: 112px;
  padding: ${vars.space[4]};
  border: 2px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-align: center;
  cursor: pointer;

  &:hover,
  &[data-state='dragging'] {
    border-color: ${vars.color.brand};
    background: ${vars.color.brandSoft};
    color: ${vars.color.onBrandSoft};
  }
  &:focus-within {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  &[data-state='full'] {
    cursor: not-allowed;
    background: ${vars.color.surfaceSunken};
  }
`;

export const ZoneTitle = styled.span`
  font-weight: 700;
`;

export const ZoneText = styled.span`
  color: inherit;
  font-size: ${vars.fontSize.sm};
  opacity: 0.85;
`;

export const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;

export const BatchStatus = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  /* kept in the accessibility tree so each count is announced; out of the flow when empty */
  &:empty {
    position: absolute;
  }
`;

export const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  min-width: 0;

  &[data-main='true'] {
    border-color: ${vars.color.brand};
  }
`;

export const Thumb = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-state='uploading'] img {
    opacity: 0.5;
  }
`;

export const MainBadge = styled.span`
  position: absolute;
  top: ${vars.space[1]};
  left: ${vars.space[1]};
`;

export const Caption = styled.span`
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[1]};
`;
