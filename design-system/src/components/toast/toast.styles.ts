import { keyframes, styled } from 'styled-components';
import { media, vars } from '../../tokens';
import type { ToastTone } from './toast-store';

const TONE_COLOR: Record<ToastTone, string> = {
  success: vars.color.success,
  error: vars.color.danger,
  info: vars.color.info,
  warning: vars.color.warning,
};

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

export const Viewport = styled.div`
  position: fixed;
  z-index: ${vars.z.toast};
  left: ${vars.space[3]};
  right: ${vars.space[3]};
  bottom: ${vars.space[3]};
  pointer-events: none;

  ${media.md} {
    left: auto;
    right: ${vars.space[6]};
    bottom: ${vars.space[6]};
    width: 380px;
  }
`;

export const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[2]} ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid ${({ $tone }) => TONE_COLOR[$tone]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  pointer-events: auto;
  animation: ${enter} ${vars.duration.normal} ${vars.easing.standard};

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const ToneIcon = styled.span<{ $tone: ToastTone }>`
  flex: none;
  padding-top: 2px;
  color: ${({ $tone }) => TONE_COLOR[$tone]};
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 2px;
`;

export const Title = styled.p`
  font-weight: 700;
  color: ${vars.color.text};
`;

export const Description = styled.p`
  margin-top: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Actions = styled.div`
  flex: none;
  align-self: center;
`;
