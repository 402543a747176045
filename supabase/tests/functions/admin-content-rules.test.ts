import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDeleteCall,
  grantPoints,
  lit,
  newAdmin,
  newShopper,
  purgeDeleted,
  setMembership,
  sql,
  unique,
  type Shopper,
} from '../support/db';
import {
  newStoreBonus,
  refusal,
  sqlOne,
  succeeds,
  useRouletteArrangement,
} from '../support/checkout';

const OVER_100 = 'La suma de probabilidades no puede exceder 100%';
const NO_PRODUCT_PRIZES = 'Los premios de tipo producto no están disponibles';
const PLAN_HELD = 'No se puede eliminar: hay clientes con esta membresía';
const UNSAFE_LINK =
  'new row for relation "banner_settings" violates check constraint "banner_settings_cta_link_safe"';
const UNSAFE_IMAGE =
  'new row for relation "banner_settings" violates check constraint "banner_settings_image_url_safe"';

/** `new row … violates check constraint "<name>"` of a table. */
const checkViolation = (table: string, constraint: string) => ({
  code: '23514',
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
});

let admin: Shopper;
beforeAll(async () => {
  admin = await newAdmin();
});

describe('banners: links and images', () => {
  const made: string[] = [];
  afterAll(async () => {
    if (made.length > 0) {
      await sql(`delete from public.banner_settings where id in (${made.map(lit).join(', ')})`);
    }
  });

  /** An admin creates a hidden banner (so no other file's home page shows it). */
  function createBanner(fields: { cta_link?: string | null; image_url?: string }) {
    return admin.client
      .from('banner_settings')
      .insert({
        title: unique('Banner '),
        image_url: 'banners/prueba.png',
        is_active: false,
        ...fields,
      })
      .select('id, cta_link, image_url')
      .single();
  }

  it('stores a link to a path of the store, an https URL, or none', async () => {
    for (const link of [
      '/dogs',
      '/',
      '/product/123?ref=home#top',
      'https://bonis.co/ofertas',
      '',
      null,
    ]) {
      const row = await succeeds<{ id: string; cta_link: string | null }>(
        createBanner({ cta_link: link }),
      );
      made.push(row.id);
      expect(row.cta_link, String(link)).toBe(link);
    }
  });

  it('refuses a link that would run script or leave the store for another scheme or host', async () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      ' /dogs',
      'http://bonis.co',
      'https://',
      'mailto:hola@bonis.co',
      'evil.example/dogs',
    ]) {
      const refused = await refusal(createBanner({ cta_link: link }));
      expect(refused, JSON.stringify(link)).toEqual({ code: '23514', message: UNSAFE_LINK });
    }
  });

  it('refuses an unsafe link on an existing banner too', async () => {
    const row = await succeeds<{ id: string }>(createBanner({ cta_link: '/cats' }));
    made.push(row.id);

    const refused = await refusal(
      admin.client
        .from('banner_settings')
        .update({ cta_link: 'javascript:void(0)' })
        .eq('id', row.id),
    );

    expect(refused).toEqual({ code: '23514', message: UNSAFE_LINK });
  });

  it('stores an image of the bucket (uploads go under banners/) or an https URL', async () => {
    for (const image of [
      'banners/3f2a9c1e.webp',
      'catalog/kong.svg',
      'https://cdn.example.com/banners/hero.png?v=2',
    ]) {
      const row = await succeeds<{ id: string; image_url: string }>(
        createBanner({ image_url: image }),
      );
      made.push(row.id);
      expect(row.image_url).toBe(image);
    }
  });

  it('refuses an image that is script, another scheme, or a path out of the bucket', async () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'http://cdn.example.com/hero.png',
      '//cdn.example.com/hero.png',
      '/banners/hero.png',
      '../avatars/x.png',
      'banners/../../x.png',
      'banners//x.png',
      'banners/mi banner.png',
    ]) {
      const refused = await refusal(createBanner({ image_url: image }));
      expect(refused, image).toEqual({ code: '23514', message: UNSAFE_IMAGE });
    }
  });
});

describe('roulette prizes: the 100 % cap and no product prizes', () => {
  const roulette = useRouletteArrangement();

  /** An admin adds a prize, as the prize screen does; returns the call. */
  function addPrize(fields: { probability: number; type?: string; is_active?: boolean }) {
    return admin.client
      .from('roulette_prizes')
      .insert({ name: unique('Premio '), type: 'points', value: 10, ...fields })
      .select('id')
      .single();
  }

  /** Deletes the prizes an admin added (before the arrangement puts the store's back). */
  async function removePrizes(ids: string[]) {
    if (ids.length > 0) {
      await sql(`delete from public.roulette_prizes where id in (${ids.map(lit).join(', ')})`);
    }
  }

  it('takes prizes up to exactly 100 % and refuses one that would pass it, with the spec message', async () => {
    await roulette.arrange([{ probability: 60, type: 'points', value: 50 }]);
    const added: string[] = [];
    try {
      expect(await refusal(addPrize({ probability: 40.1 }))).toEqual({
        code: 'P0001',
        message: OVER_100,
      });
      added.push((await succeeds<{ id: string }>(addPrize({ probability: 40 }))).id);
      const total = await sqlOne<{ total: string }>(
        `select sum(probability)::text as total from public.roulette_prizes`,
      );
      expect(Number(total.total)).toBe(100);
    } finally {
      await removePrizes(added);
    }
  });

  it('counts inactive prizes too ("all other prizes")', async () => {
    const [inactive] = await roulette.arrange([{ probability: 70, type: 'points', value: 50 }]);
    await sql(
      `update public.roulette_prizes set is_active = false where id = ${lit(inactive ?? '')}`,
    );

    expect(await refusal(addPrize({ probability: 31 }))).toEqual({
      code: 'P0001',
      message: OVER_100,
    });
    expect(await refusal(addPrize({ probability: 31, is_active: false }))).toEqual({
      code: 'P0001',
      message: OVER_100,
    });
  });

  it("refuses raising a prize's probability past the cap, and leaves it as it was", async () => {
    const [first, second] = await roulette.arrange([
      { probability: 50, type: 'points', value: 50 },
      { probability: 30, type: 'discount', value: 10 },
    ]);

    expect(
      await refusal(
        admin.client
          .from('roulette_prizes')
          .update({ probability: 50.5 })
          .eq('id', second ?? ''),
      ),
    ).toEqual({ code: 'P0001', message: OVER_100 });
    await succeeds(
      admin.client
        .from('roulette_prizes')
        .update({ probability: 50 })
        .eq('id', second ?? ''),
    );
    const rows = await sql<{ id: string; probability: string }>(
      `select id, probability::text from public.roulette_prizes
        where id in (${lit(first ?? '')}, ${lit(second ?? '')}) order by probability desc, id`,
    );
    expect(rows.map((row) => Number(row.probability))).toEqual([50, 50]);
  });

  it('refuses a product prize, from the admin screen or as the database owner', async () => {
    await roulette.arrange([]);

    expect(await refusal(addPrize({ probability: 5, type: 'product' }))).toEqual({
      code: 'P0001',
      message: NO_PRODUCT_PRIZES,
    });
    await expect(
      sql(
        `insert into public.roulette_prizes (name, probability, type, value)
         values ('Snack', 5, 'product', 12900)`,
      ),
    ).rejects.toThrow(NO_PRODUCT_PRIZES);
  });

  it('refuses turning a prize into a product prize', async () => {
    const [prize] = await roulette.arrange([{ probability: 10, type: 'points', value: 50 }]);

    expect(
      await refusal(
        admin.client
          .from('roulette_prizes')
          .update({ type: 'product' })
          .eq('id', prize ?? ''),
      ),
    ).toEqual({ code: 'P0001', message: NO_PRODUCT_PRIZES });
  });

  it('has no product prize in the store (the seed and earlier ones are not)', async () => {
    const row = await sqlOne<{ n: number }>(
      `select count(*)::int as n from public.roulette_prizes where type = 'product' and is_active`,
    );
    expect(row.n).toBe(0);
  });
});

describe('membership plans: the last plan of a type its shoppers hold stays', () => {
  const renamed: { id: string; name: string }[] = [];
  const made: string[] = [];
  let only: string;

  /**
   * For these tests the only anual plan is the test's own: the store's other anual plans are
   * renamed (their type follows the name) and get their names back afterwards.
   */
  beforeAll(async () => {
    const rows = await sql<{ id: string; name: string }>(
      `select id, name from public.membership_plans where membership_type = 'anual'`,
    );
    renamed.push(...rows);
    for (const row of rows) {
      await sql(
        `update public.membership_plans set name = ${lit(`Plan temporal ${unique()}`)} where id = ${lit(row.id)}`,
      );
    }
    const plan = await sqlOne<{ id: string; membership_type: string }>(
      `insert into public.membership_plans (name, price, duration_days)
       values (${lit(`Plan Anual ${unique()}`)}, 299900, 365) returning id, membership_type::text`,
    );
    expect(plan.membership_type).toBe('anual');
    only = plan.id;
    made.push(plan.id);
    const holder = await newShopper();
    await setMembership(holder.id, 'anual');
  });

  afterAll(async () => {
    // The store's plans first: with them back, the test's plan is no longer the only anual one.
    for (const row of renamed) {
      await sql(
        `update public.membership_plans set name = ${lit(row.name)} where id = ${lit(row.id)}`,
      );
    }
    await sql(`delete from public.membership_plans where id in (${made.map(lit).join(', ')})`);
  });

  it('refuses to delete the only plan of a type a shopper holds, with the message the screen shows', async () => {
    expect(await refusal(adminDeleteCall(admin, 'membership_plans', [only]))).toEqual({
      code: 'P0001',
      message: PLAN_HELD,
    });
    const row = await sqlOne<{ n: number }>(
      `select count(*)::int as n from public.membership_plans where id = ${lit(only)}`,
    );
    expect(row.n).toBe(1);
  });

  it('deletes a plan while another plan of its type remains', async () => {
    const second = await sqlOne<{ id: string }>(
      `insert into public.membership_plans (name, price, duration_days, is_active)
       values (${lit(`Anual Plus ${unique()}`)}, 349900, 365, false) returning id`,
    );

    expect(await succeeds(adminDeleteCall(admin, 'membership_plans', [second.id]))).toBe(1);
  });

  it('a soft-deleted plan of the type does not count as the one that remains', async () => {
    const second = await sqlOne<{ id: string }>(
      `insert into public.membership_plans (name, price, duration_days, is_active)
       values (${lit(`Anual Extra ${unique()}`)}, 349900, 365, false) returning id`,
    );
    made.push(second.id);
    expect(await succeeds(adminDeleteCall(admin, 'membership_plans', [second.id]))).toBe(1);

    expect(await refusal(adminDeleteCall(admin, 'membership_plans', [only]))).toEqual({
      code: 'P0001',
      message: PLAN_HELD,
    });
  });

  it('deletes the only plan of a type once every holder has expired (checked in a rolled-back transaction)', async () => {
    // Every anual membership of the shared database is expired for one transaction, which the
    // block then rolls back on purpose: its message says whether the delete went through.
    const outcome = sql(`
      do $$
      begin
        update public.user_profiles set membership_expiry = private.today_bogota() - 1
          where membership_type = 'anual';
        delete from public.membership_plans where id = ${lit(only)};
        raise exception 'rolled back: %', (select count(*) from public.membership_plans
          where id = ${lit(only)});
      end
      $$`);
    await expect(outcome).rejects.toThrow('rolled back: 0');
  });
});

describe('bonus store: a deleted bonus stays with whoever bought it', () => {
  it('keeps the buyer’s bonus, active and named, with no link to the deleted bonus', async () => {
    const bonus = await newStoreBonus({ type: 'discount', value: 15, points_cost: 100 });
    const buyer = await newShopper();
    await grantPoints(buyer.id, 100);
    const bought = await succeeds<{ id: string; bonus_name: string }>(
      buyer.client.rpc('purchase_bonus', { p_bonus_id: bonus.id }),
    );

    expect(await succeeds(adminDeleteCall(admin, 'bonus_store', [bonus.id]))).toBe(1);
    await purgeDeleted('bonus_store', [bonus.id]);
    const { data } = await buyer.client
      .from('user_bonuses')
      .select('id, bonus_id, bonus_name, bonus_type, bonus_value, status')
      .eq('id', bought.id)
      .single();
    expect(data).toEqual({
      id: bought.id,
      bonus_id: null,
      bonus_name: bought.bonus_name,
      bonus_type: 'discount',
      bonus_value: 15,
      status: 'active',
    });
  });
});

describe('discount codes: what an admin saves', () => {
  const made: string[] = [];
  afterAll(async () => {
    if (made.length > 0) {
      await sql(`delete from public.discount_codes where id in (${made.map(lit).join(', ')})`);
    }
  });

  function saveCode(fields: Record<string, unknown>) {
    return admin.client
      .from('discount_codes')
      .insert({ type: 'percentage', value: 10, ...fields })
      .select('id, code')
      .single();
  }

  it('stores the code uppercase and trimmed, however it was typed', async () => {
    const typed = `  ${unique('promo').toLowerCase()} `;
    const row = await succeeds<{ id: string; code: string }>(saveCode({ code: typed }));
    made.push(row.id);
    expect(row.code).toBe(typed.trim().toUpperCase());

    const { data } = await admin.client
      .from('discount_codes')
      .update({ code: 'otro' + row.code.toLowerCase() })
      .eq('id', row.id)
      .select('code')
      .single();
    expect(data?.code).toBe(`OTRO${row.code}`);
  });

  it('refuses a code that exists in any case with 23505 (unique key discount_codes_code_key)', async () => {
    const code = unique('DUP').toUpperCase();
    made.push((await succeeds<{ id: string }>(saveCode({ code }))).id);

    const refused = await refusal(saveCode({ code: code.toLowerCase() }));

    expect(refused).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "discount_codes_code_key"',
    });
  });

  it('refuses a percentage over 100, no uses or a negative minimum purchase', async () => {
    expect(await refusal(saveCode({ code: unique('P').toUpperCase(), value: 100.5 }))).toEqual(
      checkViolation('discount_codes', 'discount_codes_percentage_max'),
    );
    expect(await refusal(saveCode({ code: unique('U').toUpperCase(), max_uses: 0 }))).toEqual(
      checkViolation('discount_codes', 'discount_codes_max_uses_check'),
    );
    expect(await refusal(saveCode({ code: unique('M').toUpperCase(), min_purchase: -1 }))).toEqual(
      checkViolation('discount_codes', 'discount_codes_min_purchase_check'),
    );
  });

  it('takes a fixed amount over 100, unlimited uses and a minimum of 0', async () => {
    const row = await succeeds<{ id: string }>(
      saveCode({
        code: unique('F').toUpperCase(),
        type: 'fixed',
        value: 20_000.5,
        max_uses: null,
        min_purchase: 0,
      }),
    );
    made.push(row.id);
  });
});

describe('newsletter subscriptions: admins read them and change only their status', () => {
  let subscription: string;
  beforeAll(async () => {
    const row = await sqlOne<{ id: string }>(
      `insert into public.newsletter_subscriptions (email, discount_code)
       values (${lit(`${unique('lista')}@example.com`)}, ${lit(unique('WELCOME').toUpperCase())})
       returning id`,
    );
    subscription = row.id;
  });

  it('lists every subscription for an admin', async () => {
    const { data, error } = await admin.client
      .from('newsletter_subscriptions')
      .select('id, email, status, discount_code, used_discount, created_at')
      .eq('id', subscription);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it('unsubscribes and resubscribes', async () => {
    for (const status of ['unsubscribed', 'active']) {
      const { data, error } = await admin.client
        .from('newsletter_subscriptions')
        .update({ status })
        .eq('id', subscription)
        .select('status')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ status });
    }
  });

  it("refuses changing a subscription's email, code or whether the code was used", async () => {
    for (const change of [
      { email: `${unique('otra')}@example.com` },
      { discount_code: 'REGALADO' },
      { used_discount: true },
    ]) {
      expect(
        await refusal(
          admin.client.from('newsletter_subscriptions').update(change).eq('id', subscription),
        ),
      ).toEqual({ code: '42501', message: 'Solo se puede cambiar el estado' });
    }
  });
});
