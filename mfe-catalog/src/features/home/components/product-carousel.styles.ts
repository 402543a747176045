import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

/** The loading row: the carousel's controls line, then cards of the carousel's size. */
export const SkeletonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  overflow: hidden;
`;

export const SkeletonControls = styled.div`
  height: 32px;
`;

export const SkeletonTrack = styled.div<{ $gap: number }>`
  display: flex;
  gap: ${({ $gap }) => $gap}px;
`;

export const SkeletonCard = styled.div<{ $width: number }>`
  display: flex;
  flex: none;
  flex-direction: column;
  gap: ${vars.space[2]};
  /* as the carousel's slides: at most $width, narrow enough for a second one to peek in */
  width: min(${({ $width }) => $width}px, calc(100% - 48px));
  padding-bottom: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  overflow: hidden;

  & > :not(:first-child) {
    margin-inline: ${vars.space[4]};
    width: auto;
  }
`;
