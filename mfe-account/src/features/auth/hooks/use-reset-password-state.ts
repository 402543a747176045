import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '@bonis/supabase-client';
import { recoveryLinkError } from '../lib/recovery-link';

/** What /reset-password can offer. */
export type ResetPasswordState =
  /** the auth client is still reading the session (from storage, or from the link) */
  | { status: 'checking' }
  /** a session: its user can set a new password (`email` names the account, when it has one) */
  | { status: 'ready'; email: string | null }
  /** the link expired or was used already (the URL says so), or there is no session at all */
  | { status: 'link-invalid' };

/**
 * Whether the page can set a new password, from what supabase-js makes of the reset link.
 *
 * - The link's error stays in the URL (supabase-js does not clear it and keeps any session it
 *   had), so it is read once, from the URL the page opened with: a failed link is told as such
 *   even to a shopper who is signed in already.
 * - Otherwise the page waits for the auth client's first answer (`onAuthStateChange` reports
 *   `INITIAL_SESSION` only once the client has read the link's session and stored it) and
 *   follows it after that (signed out in another tab: no session).
 *
 * The page does not tell a recovery session from any other: the link's fragment
 * (`type=recovery`) is gone by the time this remote's code runs, `PASSWORD_RECOVERY` is
 * emitted once, before this page may have subscribed, and the token itself says 'otp' for a
 * link's session. Any session may set a new password, as the settings' form does.
 */
export function useResetPasswordState(): ResetPasswordState {
  const { search, hash } = useLocation();
  const [linkFailed] = useState(() => recoveryLinkError(search, hash) !== null);
  /** undefined until the auth client answers */
  const [session, setSession] = useState<Session | null | undefined>(undefined);

  useEffect(() => {
    const {
      data: { subscription },
    } = getSupabase().auth.onAuthStateChange((_event, current) => setSession(current));
    return () => subscription.unsubscribe();
  }, []);

  if (linkFailed) return { status: 'link-invalid' };
  if (session === undefined) return { status: 'checking' };
  if (session === null) return { status: 'link-invalid' };
  return { status: 'ready', email: session.user.email || null };
}
