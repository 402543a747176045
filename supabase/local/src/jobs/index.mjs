// @ts-check
/**
 * The job runner: what pg_cron does on a hosted project. A project's migrations schedule their
 * jobs with `cron.schedule(name, schedule, command)` (src/jobs/schema.sql gives the local
 * database pg_cron's interface); the runner looks at `cron.job` every few seconds and runs, as
 * the database owner, each active job whose schedule (five fields, UTC, as pg_cron reads it)
 * fell due since it last looked, once, recording the run in `cron.job_run_details`. A failing
 * job is logged and tried again at its next time. Schedules are read with croner.
 */
import { Cron } from 'croner';

/** How often the runner looks for due jobs. */
export const JOBS_TICK_MS = 10_000;

/**
 * @typedef {{ jobid: number, jobname: string | null, schedule: string, command: string }} ScheduledJob
 * @typedef {{ jobid: number, jobname: string | null, status: 'succeeded' | 'failed', message: string }} JobRun
 */

/**
 * @param {{ db: import('../db/adapter.mjs').Database, log?: (line: string) => void, tickMs?: number }} options
 */
export function createJobRunner({ db, log = () => {}, tickMs = JOBS_TICK_MS }) {
  /** When each job's schedule was last looked at (jobid → time); new jobs start from now. */
  const lastLook = new Map();
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  /** @type {Promise<JobRun[]> | undefined} */
  let running;

  /** @returns {Promise<ScheduledJob[]>} */
  async function scheduledJobs() {
    const { rows } = await db.query(
      `select coalesce(json_agg(j order by j.jobid), '[]')::text as jobs from (
         select jobid, jobname, schedule, command from cron.job where active
       ) j`,
    );
    return JSON.parse(String(rows[0]?.jobs ?? '[]'));
  }

  /** Whether the schedule has a time in (from, to]. An unreadable schedule never runs. */
  function dueBetween(
    /** @type {string} */ schedule,
    /** @type {Date} */ from,
    /** @type {Date} */ to,
  ) {
    try {
      const next = new Cron(schedule, { paused: true, timezone: 'UTC' }).nextRun(from);
      return next !== null && next.getTime() <= to.getTime();
    } catch {
      return false;
    }
  }

  /** @param {ScheduledJob} job @returns {Promise<JobRun>} */
  async function run(job) {
    const started = new Date();
    let status = /** @type {'succeeded' | 'failed'} */ ('succeeded');
    let message = '';
    try {
      await db.exec(job.command);
    } catch (error) {
      status = 'failed';
      message = error instanceof Error ? error.message : String(error);
      log(`job ${job.jobname ?? job.jobid} failed: ${message}`);
    }
    await db
      .query(
        `insert into cron.job_run_details (jobid, command, status, return_message, start_time, end_time)
         values ($1, $2, $3, $4, $5, now())`,
        [job.jobid, job.command, status, message, started.toISOString()],
      )
      .catch(() => {});
    return { jobid: job.jobid, jobname: job.jobname, status, message };
  }

  /**
   * Runs every job whose schedule fell due since the last look (a job seen for the first time
   * counts from `now`, so a start doesn't replay the past). `all: true` runs every active job
   * whatever its schedule (tests, `--run-jobs`).
   * @param {{ now?: Date, all?: boolean }} [options]
   * @returns {Promise<JobRun[]>}
   */
  async function runDue({ now = new Date(), all = false } = {}) {
    const previous = running ?? Promise.resolve([]);
    const next = previous.then(async () => {
      const hasCron = await db.query(`select to_regclass('cron.job') is not null as present`);
      if (!hasCron.rows[0]?.present) return [];
      /** @type {JobRun[]} */
      const runs = [];
      for (const job of await scheduledJobs()) {
        const from = lastLook.get(job.jobid) ?? now;
        lastLook.set(job.jobid, now);
        if (all || dueBetween(job.schedule, from, now)) runs.push(await run(job));
      }
      return runs;
    });
    running = next.catch(() => []);
    return next;
  }

  return {
    runDue,
    /** Starts looking every `tickMs` (the timer doesn't keep the process alive). */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runDue().catch((error) =>
          log(`job runner: ${error instanceof Error ? error.message : error}`),
        );
      }, tickMs);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
