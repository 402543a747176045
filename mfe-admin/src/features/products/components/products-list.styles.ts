import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export const Screen = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const FilterField = styled.label`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 10rem;
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

export const Thumbs = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const Thumb = styled.img`
  width: 40px;
  height: 40px;
  flex: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  object-fit: cover;
`;

export const NoImage = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  text-align: center;
  line-height: 1.1;
`;

export const MoreImages = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
`;

export const NameCell = styled.div`
  display: grid;
  gap: 2px;
  min-width: 12rem;
  max-width: 22rem;

  strong {
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const PriceCell = styled.div`
  display: grid;
  justify-items: end;
  gap: 2px;
  white-space: nowrap;

  del {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** Under the product's name, so they stay in view beside the sidebar without scrolling. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[1]};
`;
