import { styled } from 'styled-components';
import { vars, visuallyHiddenCss } from '@bonis/design-system';

/**
 * An image field of the admin (a product's images, a banner's image): a fieldset with its
 * legend, and a drop zone that is the label of a visually hidden file input, so click and
 * keyboard work. The zone's `data-state` is 'dragging', 'busy' (an upload is under way) or
 * 'full' (no room left); `data-invalid` marks the field's error.
 */

export const ImageFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[2]};
  font-weight: 700;
`;

export const DropZone = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-height: 88px;
  padding: ${vars.space[3]};
  border: 2px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-align: center;
  cursor: pointer;

  &:hover,
  &[data-state='dragging'] {
    border-color: ${vars.color.brand};
    background: ${vars.color.brandSoft};
    color: ${vars.color.onBrandSoft};
  }
  &:focus-within {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  &[data-state='busy'],
  &[data-state='full'] {
    background: ${vars.color.surfaceSunken};
  }
  &[data-state='busy'] {
    cursor: progress;
  }
  &[data-state='full'] {
    cursor: not-allowed;
  }
  &[data-invalid='true'] {
    border-color: ${vars.color.danger};
  }
`;

export const ZoneTitle = styled.span`
  font-weight: 700;
`;

export const ZoneText = styled.span`
  color: inherit;
  font-size: ${vars.fontSize.sm};
  opacity: 0.85;
`;

export const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;
