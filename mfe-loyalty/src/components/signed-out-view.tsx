import type { ReactNode } from 'react';
import type { SessionSummary } from '@bonis/design-system/bus';
import { Frame } from './signed-out-view.styles';

export { SESSION_HINT_ATTRIBUTE, SESSION_HINT_MAYBE } from './signed-out-view.styles';

export interface SignedOutViewProps {
  /**
   * The bus's session: `undefined` while it is unknown (always in the server's render and in
   * the browser's hydration of it), `null` signed out.
   */
  session: SessionSummary | null | undefined;
  /** the signed-out view: the sign-in invitation */
  children: ReactNode;
  /**
   * What a visitor who may be signed in sees in its place while the session is unknown (a
   * skeleton of what they will see; nothing by default). Decorative: hidden from screen readers.
   */
  placeholder?: ReactNode;
}

/**
 * A page's signed-out part (the sign-in invitation), drawn until the session says otherwise:
 * signed out, and also while the session is unknown — so the server's HTML, which can't know
 * the shopper, holds the invitation a signed-out visitor reads, and the browser's hydration
 * draws the same markup. Signed in, nothing.
 *
 * A signed-in shopper must not see the invitation flash before their page fills in. While the
 * session is unknown the view is marked `data-awaiting-session`, and the shell's inline head
 * script marks `<html data-session="maybe">` before the first paint when the browser holds a
 * session: CSS then shows `placeholder` instead of the invitation (`signed-out-view.styles.ts`).
 * Once the session is read the mark goes: signed out (an expired token too), the invitation
 * shows, the same element, never remounted; signed in, the shopper's view replaces both.
 */
export function SignedOutView({ session, children, placeholder }: SignedOutViewProps) {
  if (session) return null;
  const awaiting = session === undefined;
  return (
    <Frame data-awaiting-session={awaiting ? '' : undefined}>
      <div data-session-view="signed-out">{children}</div>
      {awaiting && placeholder != null && (
        <div data-session-view="maybe-signed-in" aria-hidden="true">
          {placeholder}
        </div>
      )}
    </Frame>
  );
}
