import { styled } from 'styled-components';
import { vars } from '../../tokens';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-family: ${vars.font.family};
  color: ${vars.color.text};
`;

export const Label = styled.label`
  cursor: pointer;
`;

export const Track = styled.button`
  position: relative;
  flex: none;
  width: 44px;
  height: 26px;
  padding: 0;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  cursor: pointer;
  transition:
    background-color ${vars.duration.normal} ${vars.easing.standard},
    border-color ${vars.duration.normal} ${vars.easing.standard};

  &[aria-checked='true'] {
    background: ${vars.color.brandBg};
    border-color: ${vars.color.brandBg};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:disabled + label {
    cursor: not-allowed;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${vars.color.borderStrong};
  box-shadow: ${vars.shadow.sm};
  transition:
    transform ${vars.duration.normal} ${vars.easing.emphasized},
    background-color ${vars.duration.normal} ${vars.easing.standard};

  [aria-checked='true'] > & {
    transform: translateX(18px);
    background: ${vars.color.onBrand};
  }
`;
