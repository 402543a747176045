import { css, styled } from 'styled-components';
import { vars } from '../../tokens';

export type MenuAlign = 'start' | 'end';

export const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 40px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font-weight: 600;
  transition: background ${vars.duration.fast} ${vars.easing.standard};

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.surfaceSunken};
  }

  & > [data-chevron] {
    display: inline-flex;
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }
  &[aria-expanded='true'] > [data-chevron] {
    transform: rotate(180deg);
  }
`;

const panelCss = css<{ $align: MenuAlign }>`
  position: absolute;
  z-index: ${vars.z.dropdown};
  top: calc(100% + ${vars.space[1]});
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
  min-width: 220px;
  max-width: min(360px, calc(100vw - ${vars.space[6]}));
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};

  &[hidden] {
    display: none;
  }
`;

export const Panel = styled.div<{ $align: MenuAlign }>`
  ${panelCss}
`;

export const List = styled.ul<{ $align: MenuAlign }>`
  ${panelCss}
  margin: 0;
  list-style: none;
`;

export const Separator = styled.li`
  height: 1px;
  margin: ${vars.space[1]} 0;
  background: ${vars.color.border};
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${vars.color.surfaceSunken};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }

  &[data-tone='danger'] {
    color: ${vars.color.danger};
  }
  &[data-tone='danger']:hover,
  &[data-tone='danger']:focus {
    background: ${vars.color.dangerSoft};
    color: ${vars.color.onDangerSoft};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  & > [data-icon] {
    display: inline-flex;
    flex: none;
  }
`;
