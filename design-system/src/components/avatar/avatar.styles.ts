import { styled } from 'styled-components';
import { vars } from '../../tokens';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<AvatarSize, { box: string; font: string }> = {
  sm: { box: '32px', font: vars.fontSize.xs },
  md: { box: '40px', font: vars.fontSize.sm },
  lg: { box: '56px', font: vars.fontSize.lg },
  xl: { box: '96px', font: vars.fontSize['2xl'] },
};

export const Root = styled.span<{ $size: AvatarSize }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size].box};
  height: ${({ $size }) => sizes[$size].box};
  border-radius: 50%;
  overflow: hidden;
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-family: ${vars.font.family};
  font-size: ${({ $size }) => sizes[$size].font};
  font-weight: 800;
  line-height: 1;
  user-select: none;
`;

export const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const Silhouette = styled.svg`
  width: 60%;
  height: 60%;
`;
