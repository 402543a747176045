// @ts-check
/**
 * A throwaway PostgreSQL cluster from Debian's postgresql packages, under a temp folder on a
 * free port, for the contract suite's PostgreSQL run. Fails loudly (never skips) when it can't.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @returns {string} folder holding initdb and pg_ctl */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return path.dirname(which.stdout.trim());
  throw new Error(
    "PostgreSQL server binaries (initdb, pg_ctl) were not found. Install Debian's PostgreSQL: apt-get install -y postgresql — or set DATABASE_URL to a database the tests may use.",
  );
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPostgresCluster() {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'bonis-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  /** @param {string} tool @param {string[]} args */
  const run = (tool, args) => {
    const command = isRoot ? 'runuser' : path.join(bin, tool);
    const argv = isRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    try {
      execFileSync(command, argv, { stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const e = /** @type {{ stderr?: string, message: string }} */ (error);
      throw new Error(`PostgreSQL ${tool} failed: ${e.stderr || e.message}`, { cause: error });
    }
  };
  if (isRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (pw.status !== 0)
      throw new Error('The postgres system user is missing: apt-get install -y postgresql');
    const uid = Number(pw.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
