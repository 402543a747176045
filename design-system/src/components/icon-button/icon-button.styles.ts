import { styled } from 'styled-components';
import {
  buttonBaseCss,
  controlHeight,
  variantCss,
  type ButtonSize,
  type ButtonVariant,
} from '../button/button.styles';

export const StyledIconButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBaseCss}
  ${({ $variant }) => variantCss[$variant]}
  flex: none;
  width: ${({ $size }) => controlHeight[$size]};
  height: ${({ $size }) => controlHeight[$size]};
  padding: 0;
  border-radius: 50%;
  font-size: ${({ $size }) => ($size === 'sm' ? '16px' : $size === 'md' ? '20px' : '24px')};

  & > svg,
  & > [data-icon] > svg {
    width: 1em;
    height: 1em;
  }
  &[aria-busy='true']:disabled {
    opacity: 1;
    cursor: progress;
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;
