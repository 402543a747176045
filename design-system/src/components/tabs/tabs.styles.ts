import { styled } from 'styled-components';
import { vars } from '../../tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const List = styled.div<{ $fitted: boolean }>`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;

  & > * {
    flex: ${({ $fitted }) => ($fitted ? '1 1 0' : '0 0 auto')};
  }
`;

export const TabButton = styled.button`
  position: relative;
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.md};
  font-weight: 600;
  white-space: nowrap;
  transition: color ${vars.duration.fast} ${vars.easing.standard};

  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 3px;
    border-radius: ${vars.radius.pill};
    background: transparent;
    transition: background ${vars.duration.fast} ${vars.easing.standard};
  }

  &:hover:not(:disabled) {
    color: ${vars.color.text};
  }

  &[data-state='active'] {
    color: ${vars.color.brand};
  }
  &[data-state='active']::after {
    background: ${vars.color.brandBg};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const Panel = styled.div`
  &:focus-visible {
    outline-offset: 4px;
    border-radius: ${vars.radius.sm};
  }
`;
