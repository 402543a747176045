// @ts-check
/**
 * The dev mailbox: auth stores every email and SMS it "sends" here, and the project's own
 * emails arrive from its outbox table (`public.email_outbox`); `/mailbox` shows them newest
 * first as an HTML page, and `/mailbox?format=json` (or Accept: application/json) as JSON.
 * Messages survive restarts (they are rows in _local.mailbox).
 */
import { sendJson } from '../http.mjs';

/**
 * @typedef {{ kind: 'email' | 'sms', to: string, subject?: string, body: string, meta?: Record<string, unknown> }} OutgoingMessage
 * @typedef {{ id: number, kind: 'email' | 'sms', to: string, subject: string | null, body: string, meta: Record<string, unknown>, sent_at: string }} MailboxMessage
 */

/**
 * Functions (no arguments) that queue outbox emails on a schedule on a hosted project (pg_cron)
 * and that the mailbox runs, when the database has them, before each delivery.
 */
export const OUTBOX_JOBS = ['public.deliver_due_gifts()'];

/** @param {{ db: import('../db/adapter.mjs').Database }} ctx */
export function createMailbox({ db }) {
  /** @param {OutgoingMessage} message */
  async function send(message) {
    await db.query(
      'insert into _local.mailbox (kind, recipient, subject, body, meta) values ($1, $2, $3, $4, $5::jsonb)',
      [
        message.kind,
        message.to,
        message.subject ?? null,
        message.body,
        JSON.stringify(message.meta ?? {}),
      ],
    );
  }

  /**
   * Delivers the project's own emails: rows of `public.email_outbox` (ARCHITECTURE §4) not yet
   * sent become mailbox messages and get their `sent_at`, as the scheduled Edge Function would
   * deliver them in production. The table needs `id`, `kind`, `recipient`, `subject`, `body`
   * and `sent_at`; its other columns (an order id…) go into the message's `meta`, with
   * `outbox_id` and `type` (the kind). Runs before the mailbox is read, so a message is there as
   * soon as anyone looks. A database without that table has nothing to deliver.
   *
   * First it runs the jobs that queue emails on a schedule (OUTBOX_JOBS, those the database
   * has), as pg_cron runs them on a hosted project: the store's `public.deliver_due_gifts()`
   * queues the gifts whose delivery date has come (see supabase/migrations
   * 20261126100000_paid_memberships_and_gifts.sql for its `cron.schedule`).
   */
  async function deliverOutbox() {
    await db.query(`do $deliver$
      declare
        job text;
      begin
        foreach job in array array[${OUTBOX_JOBS.map((job) => `'${job}'`).join(', ')}]::text[] loop
          if to_regprocedure(job) is not null then
            execute 'select ' || job;
          end if;
        end loop;
        if to_regclass('public.email_outbox') is not null then
          execute $sql$
            with pending as (
              update public.email_outbox set sent_at = now() where sent_at is null
              returning *
            )
            insert into _local.mailbox (kind, recipient, subject, body, meta)
            select 'email', p.recipient, p.subject, p.body,
              jsonb_build_object('outbox_id', p.id, 'type', p.kind)
                || (to_jsonb(p) - 'id' - 'kind' - 'recipient' - 'subject' - 'body'
                  - 'created_at' - 'sent_at')
            from pending p order by p.id
          $sql$;
        end if;
      end
    $deliver$`);
  }

  /** @param {{ to?: string, limit?: number }} [filter] @returns {Promise<MailboxMessage[]>} */
  async function list({ to, limit = 100 } = {}) {
    await deliverOutbox();
    const { rows } = await db.query(
      `select coalesce(json_agg(m order by m.id desc), '[]')::text as messages from (
         select id, kind, recipient as "to", subject, body, meta,
                to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at
         from _local.mailbox
         where $1::text is null or lower(recipient) = lower($1::text)
         order by id desc limit $2
       ) m`,
      [to ?? null, limit],
    );
    return JSON.parse(String(rows[0]?.messages ?? '[]'));
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function handle(req, res, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
      return;
    }
    const messages = await list({ to: url.searchParams.get('to') ?? undefined });
    const wantsJson =
      url.pathname.endsWith('.json') ||
      url.searchParams.get('format') === 'json' ||
      /application\/json/.test(String(req.headers.accept ?? ''));
    if (wantsJson) {
      sendJson(res, 200, messages);
      return;
    }
    const html = renderPage(messages);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      // Never framed by another page, no scripts: the page only shows text and links.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  return { send, list, handle, deliverOutbox };
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Turns URLs in escaped text into links. @param {string} escaped */
const linkify = (escaped) => escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** @param {MailboxMessage[]} messages */
function renderPage(messages) {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${m.kind === 'sms' ? 'SMS' : 'Email'}</strong> → ${escapeHtml(m.to)} · <time>${escapeHtml(m.sent_at)}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <pre>${linkify(escapeHtml(m.body))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es-CO">
<head><meta charset="utf-8"><title>Buzón local · Boñis</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#2b2118}
article{border:1px solid #ecdccd;border-radius:12px;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;font-family:inherit}h2{font-size:1.1rem;margin:.5rem 0}</style></head>
<body><h1>Buzón local</h1>
<p>Correos y SMS que el servidor local de Supabase "envió", del más reciente al más antiguo.</p>
${items || '<p>No hay mensajes todavía.</p>'}
</body></html>`;
}
