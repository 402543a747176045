#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:model -- --runs N [--steps N] [--seed N] [--db pglite|postgres|both]`: the
 * model-based suite of the books (supabase/tests/model) for a long run. It draws a random seed
 * unless one is given, prints it first, and a failure prints the seed and the shrunk sequence
 * of steps that breaks an invariant (replay it with `--seed`). `npm test` runs the same suite
 * with a fixed seed and a few runs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    steps: { type: 'string', default: '40' },
    seed: { type: 'string' },
    db: { type: 'string', default: 'pglite' },
  },
});
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
const projects =
  values.db === 'both'
    ? ['supabase-db:pglite', 'supabase-db:postgres']
    : [`supabase-db:${values.db === 'postgres' ? 'postgres' : 'pglite'}`];
console.log(
  `model-based suite: ${values.runs} runs of up to ${values.steps} steps, seed ${seed}, on ${projects.join(' and ')}`,
);
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'model', ...projects.flatMap((project) => ['--project', project])],
  {
    cwd: path.resolve(import.meta.dirname, '..', '..', 'supabase', 'tests'),
    stdio: 'inherit',
    env: {
      ...process.env,
      MODEL_RUNS: values.runs,
      MODEL_STEPS: values.steps,
      MODEL_SEED: seed,
      MODEL_TIMEOUT_MS: String(Math.max(600_000, Number(values.runs) * 60_000)),
    },
  },
);
if (result.status !== 0)
  console.log(
    `\nthe model-based suite failed; replay: npm run test:model -- --runs ${values.runs} --steps ${values.steps} --seed ${seed} --db ${values.db}`,
  );
process.exit(result.status ?? 1);
