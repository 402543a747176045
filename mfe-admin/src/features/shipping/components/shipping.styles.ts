import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

/** An icon choice of the time range form: the emoji, large, and its name under it. */
export const IconChoice = styled.span`
  display: inline-grid;
  justify-items: center;
  gap: 2px;
  min-width: 4.5rem;
  font-size: ${vars.fontSize.sm};

  & > span:first-child {
    font-size: 1.5rem;
    line-height: 1.2;
  }
`;
