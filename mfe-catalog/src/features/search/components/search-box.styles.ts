import { styled } from 'styled-components';
import { vars, visuallyHiddenCss } from '@bonis/design-system';

/* Same height and shape as the shell's stand-in form, so the swap doesn't move the header. */
const CONTROL_HEIGHT = '40px';

export const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  font-family: ${vars.font.family};
  color: ${vars.color.text};
`;

export const Form = styled.form`
  display: flex;
  width: 100%;
`;

export const HiddenLabel = styled.label`
  ${visuallyHiddenCss}
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: ${CONTROL_HEIGHT};
  margin: 0;
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-right: 0;
  border-radius: ${vars.radius.pill} 0 0 ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const Submit = styled.button`
  flex: none;
  height: ${CONTROL_HEIGHT};
  margin: 0;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-radius: 0 ${vars.radius.pill} ${vars.radius.pill} 0;
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${vars.color.brandBgHover};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space[1]});
  left: 0;
  right: 0;
  z-index: ${vars.z.dropdown};
  max-height: min(70vh, 480px);
  overflow-y: auto;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

export const Status = styled.div<{ $hidden: boolean }>`
  padding: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  ${({ $hidden }) => ($hidden ? visuallyHiddenCss : '')}
`;

export const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Option = styled.li`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &[aria-selected='true'] {
    background: ${vars.color.brandSoft};
    color: ${vars.color.onBrandSoft};
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
`;

export const Thumb = styled.img`
  display: block;
  width: 40px;
  height: 40px;
  object-fit: contain;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;

export const ThumbPlaceholder = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  font-size: ${vars.fontSize.lg};
`;

export const Text = styled.span`
  display: grid;
  min-width: 0;
`;

export const Name = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  line-height: 1.3;
`;

export const Brand = styled.span`
  overflow: hidden;
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;

  [aria-selected='true'] & {
    color: inherit;
  }
`;

export const PriceText = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: 800;
  white-space: nowrap;
`;
