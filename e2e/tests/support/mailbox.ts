import { E2E_SUPABASE_URL } from './ports';

/** One message of the local server's dev mailbox (supabase/local/src/mailbox). */
export interface MailboxMessage {
  id: number;
  kind: 'email' | 'sms';
  /** an email address, or an SMS number in E.164 with its '+' ('+573001234567') */
  to: string;
  subject: string | null;
  body: string;
  /**
   * emails: `{ type, token, token_hash, confirmation_url, redirect_to }`;
   * SMS: `{ type, token, phone }` (phone without the '+')
   */
  meta: Record<string, unknown>;
  sent_at: string;
}

/** Everything the local auth server "sent" to an address or phone number, newest first. */
export async function mailboxFor(to: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${E2E_SUPABASE_URL}/mailbox?format=json&to=${encodeURIComponent(to)}`,
  );
  if (!response.ok) throw new Error(`mailbox for ${to}: HTTP ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** The code of the newest SMS sent to a phone ('+57…'), or undefined when none came yet. */
export async function latestSmsCode(phone: string): Promise<string | undefined> {
  const [sms] = (await mailboxFor(phone)).filter((message) => message.kind === 'sms');
  const token = sms?.meta.token;
  return typeof token === 'string' ? token : undefined;
}
