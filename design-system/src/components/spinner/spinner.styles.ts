import { css, keyframes, styled } from 'styled-components';
import { vars } from '../../tokens';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px' };

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${vars.color.brand};
  vertical-align: middle;
`;

/** The spinning ring, drawn in `currentColor` (also used, aria-hidden, by Button). */
export const Ring = styled.span<{ $size: SpinnerSize | '1em' }>`
  display: inline-block;
  flex: none;
  ${({ $size }) => {
    const size = $size === '1em' ? '1em' : sizes[$size];
    return css`
      width: ${size};
      height: ${size};
      border-width: ${$size === 'lg' ? '4px' : '2px'};
    `;
  }}
  border-style: solid;
  border-color: currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  /* several turns per normal duration token would be frantic: one turn in ~4x slow */
  animation: ${spin} calc(${vars.duration.slow} * 2.5) linear infinite;
`;
