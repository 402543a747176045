import { useId } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@bonis/design-system';
import { Actions, Notice } from './admin-layout.styles';

export const UNEXPECTED_SCREEN_ERROR = 'Error inesperado en la pantalla';

/** The thrown value's message, or the spec's default (spec §8). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : UNEXPECTED_SCREEN_ERROR;
}

/**
 * What replaces a screen that crashed (spec §8): 'Se produjo un error', the message,
 * 'Reintentar' (renders the screen again) and 'Recargar página'. The sidebar stays.
 */
export function ScreenError({ error, resetErrorBoundary }: FallbackProps) {
  const titleId = useId();
  return (
    <Notice role="alert" aria-labelledby={titleId} data-remote={__BONIS_BUILD__.app}>
      <h1 id={titleId}>Se produjo un error</h1>
      <p>{messageOf(error)}</p>
      <Actions>
        <Button onClick={resetErrorBoundary}>Reintentar</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Recargar página
        </Button>
      </Actions>
    </Notice>
  );
}
