/**
 * What the password-reset email's link says when it lands on /reset-password. The link goes
 * through the auth service's `/auth/v1/verify?…&type=recovery&redirect_to=…`, which redirects
 * (implicit flow) to `redirect_to` with either the session in the fragment
 * (`#access_token=…&type=recovery`: supabase-js reads it, stores the session and clears the
 * fragment) or the reason it failed
 * (`#error=access_denied&error_code=otp_expired&error_description=…`, which supabase-js leaves
 * in the URL; a PKCE redirect puts it in the query too).
 */
export interface RecoveryLinkError {
  /** the service's code, e.g. 'otp_expired' (or the OAuth error when there is no code) */
  code: string;
  /** the service's words, in English (never shown: the page says it in Spanish) */
  description: string;
}

/** The error a link landed with, from the URL's query and fragment; null when there is none. */
export function recoveryLinkError(search: string, hash: string): RecoveryLinkError | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const error = params.get('error');
    const code = params.get('error_code');
    const description = params.get('error_description');
    if (error || code || description) {
      return {
        code: code || error || 'unspecified_error',
        description: description ?? '',
      };
    }
  }
  return null;
}
