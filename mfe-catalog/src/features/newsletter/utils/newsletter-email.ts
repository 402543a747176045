import { DB_MESSAGES } from '@bonis/supabase-client';

/** Something@something.tld without spaces: what subscribe_newsletter accepts. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message the home form shows for what was typed, or undefined when it can be sent. */
export function newsletterEmailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return DB_MESSAGES.newsletterEmailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Ingresa un email válido';
  return undefined;
}
