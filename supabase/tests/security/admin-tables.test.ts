import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  attack,
  attackMatrix,
  byId,
  countOf,
  expectNoRowsAffected,
  expectNoTablePrivilege,
  expectNotAuthorized,
  expectNothingVisible,
  expectRlsRefusal,
  newCatalogueRow,
  newGift,
  newRedemption,
  newSubscription,
  present,
  removeCatalogueRows,
  unchangedBy,
  type CatalogueTable,
} from '../support/attacks';
import {
  anonClient,
  lit,
  newAdmin,
  newCode,
  newShopper,
  sql,
  unique,
  type Client,
  type Shopper,
} from '../support/db';

type Write = 'insert' | 'update' | 'delete';

/** Tables whose rows admins delete softly (admin_delete): DELETE is revoked from every role. */
const SOFT_DELETED = new Set([
  'products',
  'categories',
  'user_profiles',
  'discount_codes',
  'membership_plans',
  'shipping_rates',
  'shipping_time_ranges',
  'banner_settings',
  'roulette_prizes',
  'bonus_store',
  'rewards_catalog',
]);

/** An admin-managed table and the attempts made on it. */
interface AdminTable {
  table: string;
  /** What a row is, in a sentence: "a product". */
  noun: string;
  /** An existing row the update and delete attempts aim at; returns its id. */
  fixture: () => Promise<string>;
  /** A row an attacker tries to create; `marker` is unique and findable in `markerColumn`. */
  insert?: (marker: string) => Record<string, unknown>;
  markerColumn?: string;
  /** The change an attacker tries, and how to say it. */
  update: [string, Record<string, unknown>];
  /** Whether to try a delete (app_settings has a single row that is never deleted). */
  delete: boolean;
  /** The writes also tried anonymously. */
  anon: Write[];
}

/**
 * Everything admins manage, written by a shopper with their own session and by an anonymous
 * visitor: every insert is refused by RLS and every update or delete reaches no row.
 */
attackMatrix('admin tables written by shoppers and visitors', () => {
  const anon = anonClient();
  let shopper: Shopper;
  const made: { table: CatalogueTable; id: string }[] = [];
  const ids = new Map<string, string>();

  const catalogueRow = async (table: CatalogueTable) => {
    const id = await newCatalogueRow(table, true);
    made.push({ table, id });
    return id;
  };

  const tables: AdminTable[] = [
    {
      table: 'products',
      noun: 'a product',
      fixture: () => catalogueRow('products'),
      insert: (name) => ({ name, price: 1, stock_quantity: 1000 }),
      markerColumn: 'name',
      update: ["a product's price (to 1 peso)", { price: 1, member_price: 1 }],
      delete: true,
      anon: ['insert', 'update', 'delete'],
    },
    {
      table: 'categories',
      noun: 'a category',
      fixture: () => catalogueRow('categories'),
      insert: (slug) => ({ name: slug, slug }),
      markerColumn: 'slug',
      update: ["a category's name", { name: 'Hackeada' }],
      delete: true,
      anon: ['insert', 'update'],
    },
    {
      table: 'product_groups',
      noun: 'a product group',
      fixture: async () => {
        const category = await catalogueRow('categories');
        const id = unique('grupo-').toLowerCase();
        await sql(
          `insert into public.product_groups (id, category_id, name) values (${lit(id)}, ${lit(category)}, ${lit(id)})`,
        );
        return id;
      },
      insert: (id) => ({ id: id.toLowerCase(), category_id: ids.get('categories'), name: id }),
      markerColumn: 'name',
      update: ["a product group's name", { name: 'Hackeado' }],
      delete: true,
      anon: ['insert'],
    },
    {
      table: 'banner_settings',
      noun: 'a home banner',
      fixture: () => catalogueRow('banner_settings'),
      insert: (title) => ({ title, image_url: 'https://evil.example.com/x.png' }),
      markerColumn: 'title',
      update: ["the banner's link", { cta_link: 'https://evil.example.com' }],
      delete: true,
      anon: ['insert', 'update'],
    },
    {
      table: 'app_settings',
      noun: 'the store settings',
      fixture: async () => '1',
      update: ['the free-shipping threshold (to 0)', { free_shipping_threshold: 0 }],
      delete: true,
      anon: ['update'],
    },
    {
      table: 'shipping_rates',
      noun: 'a shipping rate',
      fixture: () => catalogueRow('shipping_rates'),
      insert: (name) => ({ name, base_price: 0, delivery_hours_min: 1, delivery_hours_max: 2 }),
      markerColumn: 'name',
      update: ["a shipping rate's price (to 0)", { base_price: 0 }],
      delete: true,
      anon: ['insert'],
    },
    {
      table: 'shipping_time_ranges',
      noun: 'a shipping time slot',
      fixture: () => catalogueRow('shipping_time_ranges'),
      insert: (time_range) => ({ time_range, cost: 0 }),
      markerColumn: 'time_range',
      update: ["a time slot's cost (to 0)", { cost: 0 }],
      delete: true,
      anon: ['insert', 'update'],
    },
    {
      table: 'discount_codes',
      noun: 'a discount code',
      fixture: async () => {
        const code = await newCode({ type: 'percentage', value: 10, max_uses: 1, current_uses: 1 });
        const [row] = await sql<{ id: string }>(
          `select id from public.discount_codes where code = ${lit(code)}`,
        );
        return present(row, 'discount code').id;
      },
      insert: (marker) => ({
        code: marker.toUpperCase(),
        type: 'percentage',
        value: 100,
      }),
      markerColumn: 'code',
      update: ["a used-up code's use count (current_uses back to 0)", { current_uses: 0 }],
      delete: true,
      anon: ['insert', 'update'],
    },
    {
      table: 'membership_plans',
      noun: 'a membership plan',
      fixture: () => catalogueRow('membership_plans'),
      insert: (name) => ({ name: `${name} anual`, price: 0, duration_days: 3650 }),
      markerColumn: 'name',
      update: ["a plan's price (to 0)", { price: 0 }],
      delete: true,
      anon: ['insert'],
    },
    {
      table: 'bonus_store',
      noun: 'a bonus in the bonus store',
      fixture: () => catalogueRow('bonus_store'),
      insert: (name) => ({ name, type: 'voucher', value: 500_000, points_cost: 0 }),
      markerColumn: 'name',
      update: ["a bonus's points cost (to 0)", { points_cost: 0 }],
      delete: true,
      anon: ['insert'],
    },
    {
      table: 'rewards_catalog',
      noun: 'a reward',
      fixture: () => catalogueRow('rewards_catalog'),
      insert: (name) => ({ name, points_required: 1, stock: 1000 }),
      markerColumn: 'name',
      update: ["a reward's stock", { stock: 1000 }],
      delete: true,
      anon: ['update'],
    },
    {
      table: 'roulette_prizes',
      noun: 'a roulette prize',
      fixture: () => catalogueRow('roulette_prizes'),
      insert: (name) => ({ name, probability: 0, type: 'points', value: 100_000 }),
      markerColumn: 'name',
      update: ["a roulette prize's probability", { probability: 100 }],
      delete: true,
      anon: ['update'],
    },
    {
      table: 'newsletter_subscriptions',
      noun: 'a newsletter subscription',
      fixture: () => newSubscription(),
      insert: (marker) => ({ email: `${marker.toLowerCase()}@example.com`, discount_code: null }),
      markerColumn: 'email',
      update: [
        "a subscription's used_discount flag",
        { used_discount: true, status: 'unsubscribed' },
      ],
      delete: true,
      anon: ['insert', 'update', 'delete'],
    },
  ];

  beforeAll(async () => {
    shopper = await newShopper({ first_name: 'Sara', last_name: 'Saboteadora' });
    for (const t of tables) ids.set(t.table, await t.fixture());
  });

  afterAll(async () => {
    await removeCatalogueRows(made);
  });

  const roles: { who: string; caller: 'authenticated' | 'anon'; client: () => Client }[] = [
    { who: 'a shopper', caller: 'authenticated', client: () => shopper.client },
    { who: 'an anonymous visitor', caller: 'anon', client: () => anon },
  ];

  for (const t of tables) {
    const id = () => present(ids.get(t.table), `${t.table} fixture`);
    for (const { who, caller, client } of roles) {
      const tries = (write: Write) => caller === 'authenticated' || t.anon.includes(write);

      const { insert } = t;
      if (insert && tries('insert')) {
        attack(`${who} cannot create ${t.noun} (${t.table})`, async () => {
          const row = insert(unique('Ataque'));
          const markerColumn = present(t.markerColumn, 'marker column');
          const result = await unchangedBy(
            `public.${t.table}`,
            `${markerColumn} = ${lit(String(row[markerColumn]))}`,
            () => client().from(t.table).insert(row),
            { expectRows: false },
          );
          expectRlsRefusal(result, t.table, caller);
        });
      }

      if (tries('update')) {
        attack(`${who} cannot change ${t.update[0]} (${t.table})`, async () => {
          const result = await unchangedBy(`public.${t.table}`, byId(id()), () =>
            client().from(t.table).update(t.update[1], { count: 'exact' }).eq('id', id()),
          );
          expectNoRowsAffected(result);
        });
      }

      if (t.delete && tries('delete')) {
        attack(`${who} cannot delete ${t.noun} (${t.table})`, async () => {
          const result = await unchangedBy(`public.${t.table}`, byId(id()), () =>
            client().from(t.table).delete({ count: 'exact' }).eq('id', id()),
          );
          // The back office's tables are deleted through admin_delete (soft): no role holds
          // DELETE on them. The others are reached by no row.
          if (SOFT_DELETED.has(t.table)) expectNoTablePrivilege(result, t.table, caller);
          else expectNoRowsAffected(result);
        });
      }
    }
  }

  // --- admin-only reads ------------------------------------------------------------------------

  attack('a shopper cannot list the discount codes', async () => {
    expect(await countOf('public.discount_codes')).toBeGreaterThan(0);
    expectNothingVisible(await shopper.client.from('discount_codes').select('code, value'));
  });

  attack('a shopper cannot look up a discount code by its text', async () => {
    const code = await newCode({ type: 'fixed', value: 50_000 });
    expectNothingVisible(await shopper.client.from('discount_codes').select('*').eq('code', code));
  });

  attack("a shopper cannot read the newsletter's subscriber list", async () => {
    expect(await countOf('public.newsletter_subscriptions')).toBeGreaterThan(0);
    expectNothingVisible(
      await shopper.client.from('newsletter_subscriptions').select('email, discount_code'),
    );
  });

  // --- statuses an admin sets ------------------------------------------------------------------

  attack('a shopper cannot mark a gift they bought as sent or redeemed', async () => {
    const gift = await newGift(shopper.id);
    const result = await unchangedBy('public.gift_purchases', byId(gift), () =>
      shopper.client
        .from('gift_purchases')
        .update({ status: 'redeemed' }, { count: 'exact' })
        .eq('id', gift),
    );
    expectNoTablePrivilege(result, 'gift_purchases', 'authenticated');
  });

  attack('an anonymous visitor cannot change the status of a gift', async () => {
    const gift = await newGift(shopper.id);
    const result = await unchangedBy('public.gift_purchases', byId(gift), () =>
      anon
        .from('gift_purchases')
        .update({ status: 'cancelled' }, { count: 'exact' })
        .eq('id', gift),
    );
    expectNoTablePrivilege(result, 'gift_purchases', 'anon');
  });

  attack('a shopper cannot mark their own reward redemption as delivered', async () => {
    const redemption = await newRedemption(shopper.id);
    const result = await unchangedBy('public.points_redemptions_v2', byId(redemption), () =>
      shopper.client
        .from('points_redemptions_v2')
        .update({ status: 'delivered' }, { count: 'exact' })
        .eq('id', redemption),
    );
    expectNoTablePrivilege(result, 'points_redemptions_v2', 'authenticated');
  });

  attack('a shopper cannot cancel their own reward redemption to get the points back', async () => {
    const redemption = await newRedemption(shopper.id);
    const result = await unchangedBy('public.points_redemptions_v2', byId(redemption), () =>
      shopper.client
        .from('points_redemptions_v2')
        .update({ status: 'cancelled', points_used: 1 }, { count: 'exact' })
        .eq('id', redemption),
    );
    expectNoTablePrivilege(result, 'points_redemptions_v2', 'authenticated');
  });

  attack('a shopper cannot call the functions that deliver or cancel a redemption', async () => {
    const redemption = await newRedemption(shopper.id);
    const result = await unchangedBy('public.points_redemptions_v2', byId(redemption), () =>
      shopper.client.rpc('admin_cancel_redemption', {
        p_redemption_id: redemption,
        p_reason: 'Me arrepentí',
      }),
    );
    expectNotAuthorized(result, 'No autorizado', 'authenticated');
  });

  it('an admin writes the admin tables (positive control)', async () => {
    const admin = await newAdmin();
    const name = unique('Admin ');
    const created = await admin.client
      .from('products')
      .insert({ name, price: 15_000, is_active: false })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string }).id;
    made.push({ table: 'products', id });
    const changed = await admin.client
      .from('products')
      .update({ price: 14_000 }, { count: 'exact' })
      .eq('id', id);
    expect(changed.error).toBeNull();
    expect(changed.count).toBe(1);
    const codes = await admin.client.from('discount_codes').select('id').limit(1);
    expect(codes.error).toBeNull();
    expect(codes.data).toHaveLength(1);
  });
});
