import { openDatabase } from '@bonis/supabase-local/testing';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { lit, newAdmin, newShopper, setMembership, sql, unique, type Shopper } from '../support/db';
import { sqlOne, useRouletteArrangement } from '../support/checkout';

const OVER_100 = 'La suma de probabilidades no puede exceder 100%';
const PLAN_HELD = 'No se puede eliminar: hay clientes con esta membresía';

/** How the parallel calls ended: the successes and the messages of the failures. */
async function race(calls: PromiseLike<{ error: { message: string } | null }>[]) {
  const outcomes = await Promise.all(calls);
  return {
    succeeded: outcomes.filter((outcome) => !outcome.error).length,
    messages: outcomes.flatMap((outcome) => (outcome.error ? [outcome.error.message] : [])),
  };
}

describe("admins' rules under concurrency (PostgreSQL)", () => {
  let admins: Shopper[];
  beforeAll(async () => {
    admins = await Promise.all(Array.from({ length: 5 }, () => newAdmin()));
  });

  describe('roulette prizes', () => {
    const roulette = useRouletteArrangement();

    it('lets exactly 2 of 5 admins add a 30 % prize in parallel to a 40 % wheel: the sum ends at 100', async () => {
      await roulette.arrange([{ probability: 40, type: 'points', value: 50 }]);
      const prefix = unique('Paralelo ');
      try {
        const { succeeded, messages } = await race(
          admins.map((admin, i) =>
            admin.client
              .from('roulette_prizes')
              .insert({ name: `${prefix} ${i}`, probability: 30, type: 'points', value: 10 }),
          ),
        );

        expect(succeeded).toBe(2);
        expect(messages).toEqual([OVER_100, OVER_100, OVER_100]);
        const total = await sqlOne<{ total: string }>(
          `select sum(probability)::text as total from public.roulette_prizes`,
        );
        expect(Number(total.total)).toBe(100);
      } finally {
        await sql(`delete from public.roulette_prizes where name like ${lit(`${prefix}%`)}`);
      }
    });

    it("makes a second save wait for the first one's commit before it sums (interleaved by hand)", async () => {
      // Two transactions on the test's PostgreSQL, each adding 60 % to a 40 % wheel and running
      // the cap's check at once (it is deferred to the commit otherwise). The first one checks
      // and stays open; the second one's check must wait for it, then count its prize.
      await roulette.arrange([{ probability: 40, type: 'points', value: 50 }]);
      const prefix = unique('Intercalado ');
      const db = await openDatabase({ databaseUrl: inject('databaseUrl') });
      const insert = (i: number) =>
        `insert into public.roulette_prizes (name, probability, type, value)
         values (${lit(`${prefix} ${i}`)}, 60, 'points', 10)`;
      const check = 'set constraints public.roulette_prizes_probability_sum immediate';
      try {
        let firstChecked!: () => void;
        const firstHasChecked = new Promise<void>((resolve) => (firstChecked = resolve));
        let secondCheckDone = false;
        const first = db.transaction(async (tx) => {
          await tx.query(insert(1));
          await tx.query(check);
          firstChecked();
          // Stay open until the second check waits on the lock (or, were there none, is done).
          await vi.waitFor(
            async () => {
              const { rows } = await db.query(
                `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
              );
              expect(secondCheckDone || rows[0]?.n > 0).toBe(true);
            },
            { timeout: 10_000, interval: 20 },
          );
        });
        const second = db.transaction(async (tx) => {
          await firstHasChecked;
          await tx.query(insert(2));
          await tx.query(check).finally(() => {
            secondCheckDone = true;
          });
        });

        await first;
        await expect(second).rejects.toThrow(OVER_100);
        const total = await sqlOne<{ total: string }>(
          `select sum(probability)::text as total from public.roulette_prizes`,
        );
        expect(Number(total.total)).toBe(100);
      } finally {
        await db.close();
        await sql(`delete from public.roulette_prizes where name like ${lit(`${prefix}%`)}`);
      }
    });
  });

  describe('membership plans', () => {
    const renamed: { id: string; name: string }[] = [];
    const plans: string[] = [];

    // The store's anual plans are renamed for the test (their type follows the name), so the
    // test's two plans are the only anual ones; a shopper holds anual.
    beforeAll(async () => {
      renamed.push(
        ...(await sql<{ id: string; name: string }>(
          `select id, name from public.membership_plans where membership_type = 'anual'`,
        )),
      );
      for (const row of renamed) {
        await sql(
          `update public.membership_plans set name = ${lit(`Plan temporal ${unique()}`)} where id = ${lit(row.id)}`,
        );
      }
      for (let i = 0; i < 2; i += 1) {
        const plan = await sqlOne<{ id: string }>(
          `insert into public.membership_plans (name, price, duration_days)
           values (${lit(`Plan Anual ${unique()}`)}, 299900, 365) returning id`,
        );
        plans.push(plan.id);
      }
      const holder = await newShopper();
      await setMembership(holder.id, 'anual');
    });

    afterAll(async () => {
      for (const row of renamed) {
        await sql(
          `update public.membership_plans set name = ${lit(row.name)} where id = ${lit(row.id)}`,
        );
      }
      await sql(`delete from public.membership_plans where id in (${plans.map(lit).join(', ')})`);
    });

    it('lets only one of two admins deleting the last two plans of a held type at once go through', async () => {
      const [first, second] = plans;
      const [one, two] = admins;
      if (!first || !second || !one || !two) throw new Error('the fixtures are missing');
      const { succeeded, messages } = await race([
        one.client.rpc('admin_delete', { p_table: 'membership_plans', p_ids: [first] }),
        two.client.rpc('admin_delete', { p_table: 'membership_plans', p_ids: [second] }),
      ]);

      expect(succeeded).toBe(1);
      expect(messages).toEqual([PLAN_HELD]);
      const left = await sqlOne<{ n: number }>(
        `select count(*)::int as n from public.membership_plans
          where membership_type = 'anual' and deleted_at is null`,
      );
      expect(left.n).toBe(1);
    });
  });
});
