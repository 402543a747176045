import { styled } from 'styled-components';
import { vars } from '../../tokens';
import { visuallyHiddenCss } from '../visually-hidden';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  color: ${vars.color.text};
`;

export const Zone = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 160px;
  padding: ${vars.space[6]} ${vars.space[4]};
  border: 2px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard};

  &:hover {
    border-color: ${vars.color.brand};
  }
  &[data-state='dragging'] {
    border-color: ${vars.color.brand};
    background: ${vars.color.brandSoft};
  }
  &[data-state='dragging'] * {
    color: ${vars.color.onBrandSoft};
  }
  &:focus-within {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  &[data-state='full'] {
    cursor: not-allowed;
  }
  &[data-state='disabled'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const ZoneIcon = styled.span`
  display: inline-flex;
  color: ${vars.color.brand};

  svg {
    width: 32px;
    height: 32px;
  }
`;

export const ZoneTitle = styled.span`
  font-weight: 700;
`;

export const ZoneText = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;

export const Errors = styled.div`
  /* kept in the accessibility tree so new refusals are announced; out of the flow when empty */
  &:empty {
    position: absolute;
  }
`;

export const ErrorItem = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  font-size: ${vars.fontSize.sm};

  & + & {
    margin-top: ${vars.space[2]};
  }

  strong {
    margin-inline-end: ${vars.space[1]};
  }
`;

export const Previews = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Preview = styled.li`
  position: relative;
  aspect-ratio: 1;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const RemoveButton = styled.button`
  position: absolute;
  top: ${vars.space[1]};
  right: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.dangerBg};
  color: ${vars.color.onDanger};
  box-shadow: ${vars.shadow.sm};

  &:hover:not(:disabled) {
    background: ${vars.color.dangerBgHover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  svg {
    width: 14px;
    height: 14px;
  }
`;

export const Progress = styled.progress`
  position: absolute;
  left: ${vars.space[2]};
  right: ${vars.space[2]};
  bottom: ${vars.space[2]};
  width: calc(100% - 2 * ${vars.space[2]});
  height: 8px;
  appearance: none;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${vars.color.surface};
  }
  &::-webkit-progress-value {
    background: ${vars.color.brandBg};
  }
  &::-moz-progress-bar {
    background: ${vars.color.brandBg};
  }
`;
