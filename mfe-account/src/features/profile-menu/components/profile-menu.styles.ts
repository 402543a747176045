import { css, styled } from 'styled-components';
import { Link } from 'react-router';
import { vars } from '@bonis/design-system';

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  min-width: min(240px, 100%);
  font-family: ${vars.font.family};
`;

export const Greeting = styled.p`
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;

  & > strong {
    display: block;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.md};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${vars.space[2]} 0 0;
  list-style: none;
`;

export const Separator = styled.li`
  margin-top: ${vars.space[1]};
  padding-top: ${vars.space[1]};
  border-top: 1px solid ${vars.color.border};
`;

const entryCss = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: 600;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const EntryLink = styled(Link)`
  ${entryCss}
`;

export const EntryButton = styled.button`
  ${entryCss}
`;
