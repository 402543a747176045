import { describe, expect, it } from 'vitest';
import { recoveryLinkError } from './recovery-link';

describe('recoveryLinkError', () => {
  it("reads the auth service's error from the fragment of an expired or used link", () => {
    expect(
      recoveryLinkError(
        '',
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      ),
    ).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' });
  });

  it('reads it from the query too (a PKCE redirect), and falls back to the OAuth error', () => {
    expect(recoveryLinkError('?error=server_error', '')).toEqual({
      code: 'server_error',
      description: '',
    });
  });

  it('finds no error in a link that carries a session, or in no link at all', () => {
    expect(
      recoveryLinkError('', '#access_token=abc&refresh_token=def&type=recovery&expires_in=3600'),
    ).toBeNull();
    expect(recoveryLinkError('', '')).toBeNull();
    expect(recoveryLinkError('?tab=settings', '#')).toBeNull();
  });
});
