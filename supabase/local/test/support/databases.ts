import { inject } from 'vitest';
import pg from 'pg';

export interface OwnDatabase {
  /** its URL on the PostgreSQL run; undefined on PGlite, where the server has its own folder */
  url: string | undefined;
  /** drops it (a plain drop: it fails while a session is still open); nothing on PGlite */
  drop: () => Promise<void>;
}

async function onSuite(suiteUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: suiteUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database in the suite's PostgreSQL cluster for a test that needs a fresh one (a
 * seed runs only on a fresh database), named `<prefix>_<time>_<random>`.
 */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const suiteUrl = inject('databaseUrl');
  if (!suiteUrl) return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await onSuite(suiteUrl, `create database ${name}`);
  const url = new URL(suiteUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onSuite(suiteUrl, `drop database if exists ${name}`),
  };
}
