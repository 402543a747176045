import { useMutation } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type Json,
  type NewsletterSignup,
} from '@bonis/supabase-client';

/** Where a subscription came from (the function's `p_source`; it picks the code's prefix). */
export type NewsletterSource = 'home' | 'footer';

/** The PostgreSQL code `subscribe_newsletter` raises for an email already subscribed. */
export const ALREADY_SUBSCRIBED = '23505';

function isSignup(value: Json): value is Json & NewsletterSignup {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof value.email === 'string'
  );
}

/**
 * Subscribes `email` with the database's `subscribe_newsletter`, which stores it, creates its
 * one-use 10 % first-purchase code (NEWSLETTER + 6 characters from the footer) tied to that
 * email, and emails it, in one transaction. The code is never handed to the caller: only the
 * email's owner reads it. Throws the PostgREST error: code 23505 when the email is already
 * subscribed.
 */
export async function subscribeNewsletter(
  client: BonisClient,
  email: string,
  source: NewsletterSource = 'footer',
): Promise<NewsletterSignup> {
  const { data, error } = await client.rpc('subscribe_newsletter', {
    p_email: email,
    p_source: source,
  });
  if (error) throw error;
  if (!isSignup(data)) {
    throw new Error('subscribe_newsletter answered without the email');
  }
  return { email: data.email };
}

/** Whether an error from `subscribeNewsletter` means the email was already subscribed. */
export function isAlreadySubscribed(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === ALREADY_SUBSCRIBED
  );
}

/** Nothing reads subscriptions back in the storefront, so there is no query to invalidate. */
export function useSubscribeNewsletter(source: NewsletterSource = 'footer') {
  return useMutation({
    mutationKey: ['newsletter', 'subscribe', source],
    mutationFn: (email: string) => subscribeNewsletter(getSupabase(), email, source),
  });
}
