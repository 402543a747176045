import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePublishConfig } from '@bonis/tooling/registry';

/**
 * Runs a command to its end; rejects with its output when it fails.
 * @returns its standard output
 */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (data: Buffer) => (out += data.toString()));
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(
            new Error(`${command} ${args.join(' ')} exited ${code}:\n${out}\n${err}`.slice(-6000)),
          ),
    );
  });
}

/**
 * Publishes to `registry` the package `name` as published at `from`, under another version
 * `to`: the same built files, another version number (how the tests make a design system one
 * minor older, or a major newer, than the one the shell provides).
 */
export async function republishAs(registry: string, name: string, from: string, to: string) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bonis-republish-'));
  try {
    const packument = (await (await fetch(new URL(name.replace('/', '%2f'), registry))).json()) as {
      versions: Record<string, { dist: { tarball: string } }>;
    };
    const tarball = packument.versions[from]?.dist.tarball;
    if (!tarball) throw new Error(`${name}@${from} is not on ${registry}`);
    const file = path.join(work, 'package.tgz');
    writeFileSync(file, Buffer.from(await (await fetch(tarball)).arrayBuffer()));
    await run('tar', ['xzf', file, '-C', work]);
    const manifestFile = path.join(work, 'package', 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version: to }, null, 2)}\n`);
    const userconfig = await writePublishConfig(registry, path.join(work, 'npmrc'));
    // Under a tag of its own: `latest` stays the release's version.
    await run('npm', ['publish', '--ignore-scripts', '--tag', 'skew', path.join(work, 'package')], {
      env: { ...process.env, npm_config_registry: registry, npm_config_userconfig: userconfig },
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
