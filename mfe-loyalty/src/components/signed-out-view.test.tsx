import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TEST_SESSION } from '@bonis/test-utils';
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_MAYBE, SignedOutView } from './signed-out-view';

/** What the shell's inline head script does when the browser holds a supabase-js session. */
const hintStoredSession = () =>
  document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, SESSION_HINT_MAYBE);

afterEach(() => document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE));

function view(session: Parameters<typeof SignedOutView>[0]['session']) {
  return (
    <SignedOutView session={session} placeholder={<p>Marcador</p>}>
      <p>Inicia sesión</p>
    </SignedOutView>
  );
}

describe('SignedOutView', () => {
  it('shows the invitation while the session is unknown to a browser that holds none', () => {
    render(view(undefined));

    expect(screen.getByText('Inicia sesión')).toBeVisible();
    expect(screen.getByText('Marcador')).not.toBeVisible();
  });

  it('shows the placeholder, not the invitation, while the session is unknown to a browser that holds one', () => {
    hintStoredSession();
    render(view(undefined));

    expect(screen.getByText('Inicia sesión')).not.toBeVisible();
    expect(screen.getByText('Marcador')).toBeVisible();
    // decorative: nothing for a screen reader to read twice
    expect(screen.getByText('Marcador').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the invitation, the same element, once the session is read as signed out (a stored session that had expired)', () => {
    hintStoredSession();
    const { rerender } = render(view(undefined));
    const invitation = screen.getByText('Inicia sesión');

    rerender(view(null));

    expect(screen.getByText('Inicia sesión')).toBe(invitation);
    expect(invitation).toBeVisible();
    expect(screen.queryByText('Marcador')).not.toBeInTheDocument();
  });

  it('draws nothing once the session is read as signed in', () => {
    hintStoredSession();
    const { container, rerender } = render(view(undefined));

    rerender(view(TEST_SESSION));

    expect(container).toBeEmptyDOMElement();
  });
});
