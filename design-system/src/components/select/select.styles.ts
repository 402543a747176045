import { styled } from 'styled-components';
import { vars } from '../../tokens';
import { fieldCss, sizeCss, type FieldSize } from '../text-field/text-field.styles';

export const Root = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

export const StyledSelect = styled.select<{ $size: FieldSize }>`
  ${fieldCss}
  ${({ $size }) => sizeCss($size)}
  appearance: none;
  padding-inline-end: ${vars.space[10]};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

/** The chevron, drawn with borders in the text colour. */
export const Chevron = styled.span`
  position: absolute;
  top: 50%;
  inset-inline-end: ${vars.space[4]};
  width: 8px;
  height: 8px;
  margin-top: -6px;
  border-right: 2px solid ${vars.color.text};
  border-bottom: 2px solid ${vars.color.text};
  transform: rotate(45deg);
  pointer-events: none;
`;
