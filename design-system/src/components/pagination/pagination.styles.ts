import { styled } from 'styled-components';
import { vars } from '../../tokens';
import { visuallyHiddenCss } from '../visually-hidden';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: 40px;
  height: 40px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard};

  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${vars.color.borderStrong};
    background: ${vars.color.surfaceSunken};
  }
  &[aria-current='page'] {
    border-color: ${vars.color.brandBg};
    background: ${vars.color.brandBg};
    color: ${vars.color.onBrand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  svg {
    width: 16px;
    height: 16px;
  }
`;

export const Ellipsis = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  color: ${vars.color.textMuted};
`;

export const StepLabel = styled.span`
  @media (max-width: 479.98px) {
    ${visuallyHiddenCss}
  }
`;
