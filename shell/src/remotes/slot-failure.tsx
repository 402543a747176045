import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, vars } from '@bonis/design-system';

export const FALLBACK_MESSAGE = 'Esta sección no está disponible en este momento';
export const RETRY_LABEL = 'Reintentar';

/** In a page's place: a centred panel. */
const PagePanel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  max-width: 560px;
  margin: ${vars.space[10]} auto;
  padding: ${vars.space[6]};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-align: center;
`;

/** In a widget's place (a dropdown, a dialog, the footer): compact, start-aligned. */
const WidgetBox = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
`;

export interface SlotFailureProps {
  /** loads the remote again (the slot's reset) */
  onRetry: () => void;
  /** 'page' in a route's place, 'widget' (default) in a piece of the chrome */
  variant?: 'page' | 'widget';
  /** the remote that failed (a hook for tests and the console) */
  remote?: string;
  /** the shell's own way around the missing widget: a link to its page, a menu */
  children?: ReactNode;
}

/**
 * What a remote's slot shows when the remote can't be loaded or throws (ARCHITECTURE §2):
 * the Spanish message and a retry button; the rest of the page keeps working.
 */
export function SlotFailure({ onRetry, variant = 'widget', remote, children }: SlotFailureProps) {
  const Box = variant === 'page' ? PagePanel : WidgetBox;
  return (
    <Box role="alert" data-remote-fallback={remote ?? ''} data-variant={variant}>
      <p>{FALLBACK_MESSAGE}</p>
      {children}
      <Button
        variant={variant === 'page' ? 'primary' : 'secondary'}
        size={variant === 'page' ? 'md' : 'sm'}
        onClick={onRetry}
      >
        {RETRY_LABEL}
      </Button>
    </Box>
  );
}
