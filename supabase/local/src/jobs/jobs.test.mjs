// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/adapter.mjs';
import { createJobRunner } from './index.mjs';

/** @type {import('../db/adapter.mjs').Database} */
let db;

beforeAll(async () => {
  db = await openDatabase({ dataDir: undefined });
  // The Supabase base (its API roles), then pg_cron's interface, as every start applies them.
  await db.exec(readFileSync(path.join(import.meta.dirname, '..', 'db', 'base.sql'), 'utf8'));
  await db.exec(readFileSync(path.join(import.meta.dirname, 'schema.sql'), 'utf8'));
  await db.exec(`create table public.ticks (job text, at timestamptz default now())`);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** @param {string} job */
async function ticksOf(job) {
  const { rows } = await db.query(`select count(*)::int as n from public.ticks where job = $1`, [
    job,
  ]);
  return Number(rows[0]?.n ?? 0);
}

describe('the job runner (pg_cron locally)', () => {
  it('runs a job scheduled with cron.schedule once each time its schedule falls due, in UTC', async () => {
    await db.query(
      `select cron.schedule('daily-tick', '17 3 * * *', $$insert into public.ticks (job) values ('daily')$$)`,
    );
    const runner = createJobRunner({ db });

    // First look at 03:10: the job is new, nothing is replayed.
    expect(await runner.runDue({ now: new Date('2026-12-07T03:10:00Z') })).toEqual([]);
    // 03:16 → nothing due; 03:18 → 03:17 passed: it runs once.
    await runner.runDue({ now: new Date('2026-12-07T03:16:00Z') });
    const runs = await runner.runDue({ now: new Date('2026-12-07T03:18:00Z') });
    expect(runs).toEqual([expect.objectContaining({ jobname: 'daily-tick', status: 'succeeded' })]);
    await runner.runDue({ now: new Date('2026-12-07T03:40:00Z') });
    expect(await ticksOf('daily')).toBe(1);
    // The next day at 03:17 it runs again.
    await runner.runDue({ now: new Date('2026-12-08T03:17:30Z') });
    expect(await ticksOf('daily')).toBe(2);
  });

  it('records a failing job, keeps going with the others, and tries it again next time', async () => {
    await db.query(`select cron.schedule('broken', '* * * * *', 'select 1/0')`);
    await db.query(
      `select cron.schedule('minutely', '* * * * *', $$insert into public.ticks (job) values ('minutely')$$)`,
    );
    const runner = createJobRunner({ db });
    await runner.runDue({ now: new Date('2026-12-07T04:00:00Z') });
    const runs = await runner.runDue({ now: new Date('2026-12-07T04:01:05Z') });

    expect(runs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ jobname: 'broken', status: 'failed' }),
        expect.objectContaining({ jobname: 'minutely', status: 'succeeded' }),
      ]),
    );
    expect(await ticksOf('minutely')).toBe(1);
    const { rows } = await db.query(
      `select status, return_message from cron.job_run_details d join cron.job j using (jobid)
        where j.jobname = 'broken'`,
    );
    expect(rows).toEqual([{ status: 'failed', return_message: 'division by zero' }]);
  });

  it('cron.schedule of an existing name replaces its schedule, and cron.unschedule removes it', async () => {
    await db.query(`select cron.schedule('again', '0 * * * *', 'select 1')`);
    await db.query(`select cron.schedule('again', '30 * * * *', 'select 2')`);
    const { rows } = await db.query(
      `select schedule, command from cron.job where jobname = 'again'`,
    );
    expect(rows).toEqual([{ schedule: '30 * * * *', command: 'select 2' }]);
    await db.query(`select cron.unschedule('again')`);
    const gone = await db.query(`select count(*)::int as n from cron.job where jobname = 'again'`);
    expect(gone.rows).toEqual([{ n: 0 }]);
  });

  it("the API roles can't read or schedule jobs", async () => {
    const { rows } = await db.query(
      `select has_function_privilege('authenticated', 'cron.schedule(text, text, text)', 'execute') as can_schedule,
              has_table_privilege('anon', 'cron.job', 'select') as can_read`,
    );
    expect(rows).toEqual([{ can_schedule: false, can_read: false }]);
  });
});
