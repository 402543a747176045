import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

describe('the local server', () => {
  it('answers a health check with the database it runs on', async () => {
    const response = await fetch(`${inject('apiUrl')}/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: inject('database') });
  });

  it('sends CORS headers to browser origins', async () => {
    const response = await fetch(`${inject('apiUrl')}/rest/v1/books`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('lists mailbox messages as JSON', async () => {
    const response = await fetch(`${inject('apiUrl')}/mailbox?format=json`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("delivers the project's outbox (public.email_outbox) to the mailbox when it is read, once", async () => {
    const { sql } = await import('../support/admin');
    const to = `outbox-${Date.now()}@example.com`;
    await sql(
      `insert into public.email_outbox (kind, recipient, subject, body, order_ref)
       values ('order_confirmation', '${to}', 'Recibimos tu pedido', 'Hola', 'BON-1')`,
    );

    const read = async () =>
      (await (
        await fetch(`${inject('apiUrl')}/mailbox?format=json&to=${encodeURIComponent(to)}`)
      ).json()) as { kind: string; to: string; subject: string; body: string; meta: object }[];
    const first = await read();
    const second = await read();

    expect(first).toEqual([
      expect.objectContaining({
        kind: 'email',
        to,
        subject: 'Recibimos tu pedido',
        body: 'Hola',
        meta: { outbox_id: expect.any(Number), type: 'order_confirmation', order_ref: 'BON-1' },
      }),
    ]);
    expect(second).toHaveLength(1);
    expect(
      await sql(
        `select sent_at is not null as sent from public.email_outbox where recipient = '${to}'`,
      ),
    ).toEqual([{ sent: true }]);
  });

  it('runs the scheduled outbox job (public.deliver_due_gifts) before each delivery: what is due arrives, the rest on its day', async () => {
    const { sql } = await import('../support/admin');
    const stamp = Date.now();
    const due = `due-${stamp}@example.com`;
    const later = `later-${stamp}@example.com`;
    await sql(
      `insert into public.scheduled_emails (recipient, subject, due_on)
       values ('${due}', 'Hoy', current_date), ('${later}', 'Mañana', current_date + 1)`,
    );
    const read = async (to: string) =>
      (await (
        await fetch(`${inject('apiUrl')}/mailbox?format=json&to=${encodeURIComponent(to)}`)
      ).json()) as { subject: string; meta: { type: string } }[];

    expect(await read(due)).toEqual([
      expect.objectContaining({
        subject: 'Hoy',
        meta: expect.objectContaining({ type: 'scheduled' }),
      }),
    ]);
    expect(await read(later)).toEqual([]);

    // The next day comes (as a test can make it come): the next read delivers it, once.
    await sql(
      `update public.scheduled_emails set due_on = current_date where recipient = '${later}'`,
    );
    expect(await read(later)).toEqual([expect.objectContaining({ subject: 'Mañana' })]);
    expect(await read(later)).toHaveLength(1);
    expect(await read(due)).toHaveLength(1);
  });
});

describe("the caller's address, as the gateway sets it", () => {
  it('is the TCP peer in request.headers cf-connecting-ip, whatever the client sent', async () => {
    const call = (headers: Record<string, string>) =>
      fetch(`${inject('apiUrl')}/rest/v1/rpc/caller_address`, {
        method: 'POST',
        headers: { apikey: inject('anonKey'), 'content-type': 'application/json', ...headers },
        body: '{}',
      }).then((response) => response.json());

    expect(await call({})).toBe('127.0.0.1');
    expect(
      await call({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' }),
    ).toBe('127.0.0.1');
  });
});

describe('pg-meta /pg/query', () => {
  it('runs SQL for the service_role key only', async () => {
    const { sql } = await import('../support/admin');
    expect(await sql('select 1 + 1 as two')).toEqual([{ two: 2 }]);
    const anon = await fetch(`${inject('apiUrl')}/pg/query`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'select 1' }),
    });
    expect(anon.status).toBe(403);
  });
});
