import { styled } from 'styled-components';
import { vars } from '../../tokens';

export const Nav = styled.nav`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;

  a {
    color: ${vars.color.brand};
    text-decoration: underline;
    text-underline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
`;

export const Current = styled.span`
  color: ${vars.color.text};
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 40ch;
`;

export const Separator = styled.span`
  display: inline-flex;
  color: ${vars.color.textMuted};

  svg {
    width: 14px;
    height: 14px;
  }
`;
