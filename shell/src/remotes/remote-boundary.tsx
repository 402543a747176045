import { Component, type ErrorInfo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import type { RemoteName } from '../config/runtime-config';

export const FALLBACK_MESSAGE = 'Esta sección no está disponible en este momento';
export const RETRY_LABEL = 'Reintentar';

interface Props {
  remote: RemoteName;
  /** change it to clear a caught error (e.g. the URL or a retry counter) */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** the resetKey the error was caught under */
  errorKey: string | null;
}

/**
 * Keeps a remote's failure (network, bad deploy, exception while rendering) inside its own
 * area: the rest of the page keeps working and the shopper gets a Spanish message with a
 * retry button instead of a white page.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.errorKey === null) return { errorKey: props.resetKey };
    if (state.error !== null && state.errorKey !== props.resetKey) {
      return { error: null, errorKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

const Panel = styled.div`
  max-width: 560px;
  margin: ${vars.space[10]} auto;
  padding: ${vars.space[6]};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  text-align: center;
  color: ${vars.color.text};
`;

const RetryButton = styled.button`
  margin-top: ${vars.space[4]};
  padding: ${vars.space[2]} ${vars.space[6]};
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${vars.color.text};
    outline-offset: 2px;
  }
`;

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Panel role="alert" data-remote-fallback={remote}>
      <p>{FALLBACK_MESSAGE}</p>
      <RetryButton type="button" onClick={onRetry}>
        {RETRY_LABEL}
      </RetryButton>
    </Panel>
  );
}
