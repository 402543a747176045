#!/usr/bin/env node
// @ts-check
/**
 * Generates the demo seed from `seed-data.mjs`:
 *
 *   supabase/seed.sql                                   plain SQL, run once on a fresh database
 *   supabase/seed/product-images/catalog/<slug>.svg     one drawing per product
 *   supabase/seed/product-images/rewards/<slug>.svg     one drawing per reward
 *   supabase/seed/product-images/banners/<name>.svg     the home banners' drawings
 *
 * Rows point at photos made from the drawings (`catalog/<slug>.jpg`, 1200 × 1200; banners
 * 1920 × 700), which `seed-photos.mjs` writes next to them (generated, not committed; the
 * local server makes them on a fresh seed). The folder is uploaded into the `product-images`
 * bucket by `[storage.buckets.product-images] objects_path` in config.toml; rows reference the
 * images by object path.
 *
 *   node supabase/scripts/generate-seed.mjs           write the files (and remove stale images)
 *   node supabase/scripts/generate-seed.mjs --check   exit 1 if the committed files differ
 *
 * The output is deterministic: ids are derived from slugs and times are relative to now().
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNTS,
  ADDRESSES,
  BANNERS,
  BONUSES,
  CART,
  CATEGORIES,
  DISCOUNT_CODES,
  FAVORITES,
  GROUP_COPY,
  MEMBERSHIP_PLANS,
  NEWSLETTER,
  ORDERS,
  PALETTES,
  PENDING_REDEMPTION,
  PRIZES,
  PRODUCTS,
  REWARDS,
  SETTINGS,
  SHIPPING_RATES,
  TIME_RANGES,
  USER_BONUS,
} from './seed-data.mjs';
import { bannerSvg, productSvg } from './svg.mjs';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '..');
const SEED_FILE = path.join(SUPABASE_DIR, 'seed.sql');
const IMAGES_DIR = path.join(SUPABASE_DIR, 'seed', 'product-images');
const IMAGE_FOLDERS = ['catalog', 'rewards', 'banners'];
const MAX_SVG_BYTES = 4096;
const MAX_BANNER_BYTES = 8192;
const MIN_ACTIVE_PRODUCTS = 80;
const MIN_PER_HOME_SECTION = 8;
const MULTIPLIER = { regular: 1, mensual: 1.5, anual: 1.5 };
const MEMBER_DISCOUNT = { regular: 0, mensual: 10, anual: 15 };

// ---------------------------------------------------------------------------------------------
// SQL helpers
// ---------------------------------------------------------------------------------------------

/** A deterministic UUID (version-5 layout) for a kind of row and its natural key. */
function uuidFor(/** @type {string} */ kind, /** @type {string} */ key) {
  const hex = createHash('sha1').update(`bonis-seed:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** @param {string | number | boolean | null | undefined} value */
function lit(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${value.replace(/'/g, "''")}'`;
}

/** @param {string[]} values */
const textArray = (values) =>
  values.length === 0 ? `'{}'::text[]` : `array[${values.map(lit).join(', ')}]`;

/** @param {unknown} value */
const jsonb = (value) => `${lit(JSON.stringify(value))}::jsonb`;

/** `now()` minus a number of days and extra minutes. @param {number} days @param {number} [minutes] */
const ago = (days, minutes = 0) => {
  const parts = [];
  if (days) parts.push(`${days} days`);
  if (minutes) parts.push(`${minutes} minutes`);
  return parts.length ? `now() - interval '${parts.join(' ')}'` : 'now()';
};

/** Rows of an INSERT, one per line. @param {string[]} rows */
const values = (rows) => rows.map((row) => `  (${row})`).join(',\n');

/** The photo rows point at, made from a drawing by seed-photos.mjs. @param {string} drawing */
const photoOf = (drawing) => drawing.replace(/\.svg$/, '.jpg');

// ---------------------------------------------------------------------------------------------
// Derived data and checks
// ---------------------------------------------------------------------------------------------

const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
const groupById = new Map(
  CATEGORIES.flatMap((c) => c.groups.map((g) => [g.id, { ...g, category: c.slug }])),
);

/**
 * @param {import('./seed-data.mjs').Product} product
 * @returns {number}
 */
function sellingPrice(product) {
  const discount = product.discount ?? 0;
  const cents = product.regular * (100 - discount);
  if (cents % 100 !== 0) throw new Error(`${product.slug}: discounted price is not whole pesos`);
  return cents / 100;
}

const products = PRODUCTS.map((product) => {
  const group = groupById.get(product.group);
  if (!group) throw new Error(`${product.slug}: unknown group ${product.group}`);
  if (!group.subcategories.includes(product.subcategory)) {
    throw new Error(`${product.slug}: ${product.subcategory} is not a subcategory of ${group.id}`);
  }
  const price = sellingPrice(product);
  if (product.member !== undefined && product.member >= price) {
    throw new Error(`${product.slug}: member price must be below the price`);
  }
  if (product.home === 'featured' && !product.featured) {
    throw new Error(`${product.slug}: the featured home section holds featured products`);
  }
  return {
    ...product,
    id: uuidFor('product', product.slug),
    category: group.category,
    price,
    drawing: `catalog/${product.slug}.svg`,
    image: photoOf(`catalog/${product.slug}.svg`),
  };
});
const productBySlug = new Map(products.map((p) => [p.slug, p]));
if (productBySlug.size !== products.length) throw new Error('duplicate product slugs');

const active = products.filter((p) => !p.inactive);
if (active.length < MIN_ACTIVE_PRODUCTS) {
  throw new Error(`only ${active.length} active products (want ${MIN_ACTIVE_PRODUCTS})`);
}
for (const section of ['featured', 'bestsellers', 'new']) {
  const count = active.filter((p) => p.home === section && p.stock > 0).length;
  if (count < MIN_PER_HOME_SECTION) throw new Error(`home section ${section}: ${count} products`);
}
const prizeSum = PRIZES.filter((p) => !p.inactive).reduce((sum, p) => sum + p.probability, 0);
if (prizeSum !== 100) throw new Error(`active prize probabilities sum to ${prizeSum}`);
if (PRIZES.some((p) => p.inactive && p.probability !== 0)) {
  throw new Error('inactive prizes must weigh 0 (the sum of all prizes is capped at 100)');
}

/** @param {string} slug */
function product(slug) {
  const found = productBySlug.get(slug);
  if (!found) throw new Error(`unknown product ${slug}`);
  return found;
}

/**
 * What a buyer of this membership paid per unit (ARCHITECTURE: explicit member price, else the
 * membership discount off the regular price).
 * @param {ReturnType<typeof product>} item
 * @param {'regular' | 'mensual' | 'anual'} membership
 */
function unitPrice(item, membership) {
  if (membership === 'regular') return item.price;
  if (item.member !== undefined) return item.member;
  return Math.round(item.regular * (1 - MEMBER_DISCOUNT[membership] / 100));
}

const codeUses = new Map(DISCOUNT_CODES.map((c) => [c.code, c.uses]));
const orders = ORDERS.map((order) => {
  const lines = order.items.map(({ slug, quantity }) => {
    const item = product(slug);
    if (item.inactive) throw new Error(`order ${order.id}: ${slug} is inactive`);
    const price = unitPrice(item, order.membership);
    return { item, quantity, price, total: price * quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const range = TIME_RANGES[order.timeRange];
  if (!range) throw new Error(`order ${order.id}: unknown time range`);
  const freeShipping = order.membership !== 'regular' || subtotal >= SETTINGS.freeShippingThreshold;
  const shipping = freeShipping ? 0 : range.cost;
  let discount = 0;
  if (order.discountCode) {
    const code = DISCOUNT_CODES.find((c) => c.code === order.discountCode);
    if (!code) throw new Error(`order ${order.id}: unknown code ${order.discountCode}`);
    discount = code.type === 'percentage' ? Math.round((subtotal * code.value) / 100) : code.value;
    codeUses.set(code.code, (codeUses.get(code.code) ?? 0) + 1);
  }
  const total = Math.max(subtotal + shipping - discount, 0);
  const paid = order.paymentStatus === 'paid';
  // As private.award_order_points: whole thousands times the multiplier, rounded down.
  const points = paid ? Math.floor(Math.floor(total / 1000) * MULTIPLIER[order.membership]) : 0;
  return { ...order, lines, subtotal, shipping, discount, total, range, points, paid };
});

// ---------------------------------------------------------------------------------------------
// SQL
// ---------------------------------------------------------------------------------------------

function settingsSql() {
  const s = SETTINGS;
  return `update public.app_settings set
  site_name = ${lit(s.siteName)},
  site_description = ${lit(s.description)},
  contact_email = ${lit(s.contactEmail)},
  contact_phone = ${lit(s.contactPhone)},
  whatsapp_number = ${lit(s.whatsapp)},
  free_shipping_threshold = ${s.freeShippingThreshold},
  standard_shipping_cost = ${s.standardShipping},
  express_shipping_cost = ${s.expressShipping}
where id = 1;`;
}

function taxonomySql() {
  const categories = CATEGORIES.map((c) =>
    [
      lit(uuidFor('category', c.slug)),
      lit(c.name),
      lit(c.slug),
      lit(c.description),
      lit(c.emoji),
      textArray(c.featuredBrands),
      'true',
      ago(c.daysAgo),
      ago(c.daysAgo),
    ].join(', '),
  );
  const groups = CATEGORIES.flatMap((c) =>
    c.groups.map((g, i) =>
      [lit(g.id), lit(uuidFor('category', c.slug)), lit(g.name), lit(g.icon), i + 1].join(', '),
    ),
  );
  const subcategories = CATEGORIES.flatMap((c) =>
    c.groups.flatMap((g) =>
      g.subcategories.map((name, i) =>
        [lit(uuidFor('subcategory', `${g.id}/${name}`)), lit(g.id), lit(name), i + 1].join(', '),
      ),
    ),
  );
  return `insert into public.categories
  (id, name, slug, description, image_url, featured_brands, is_active, created_at, updated_at)
values
${values(categories)};

insert into public.product_groups (id, category_id, name, icon, position)
values
${values(groups)};

insert into public.product_subcategories (id, group_id, name, position)
values
${values(subcategories)};`;
}

function productsSql() {
  const rows = products.map((p, i) => {
    const description = `${p.short} ${GROUP_COPY[p.group] ?? ''}`.trim();
    const created = ago(p.daysAgo, (i * 37) % 600);
    return [
      lit(p.id),
      lit(p.name),
      lit(description),
      lit(p.short),
      lit(p.brand),
      p.price,
      p.regular,
      lit(p.member),
      p.discount ?? 0,
      textArray([p.image]),
      p.stock,
      lit(!p.inactive),
      lit(Boolean(p.featured)),
      p.home ? `${lit(p.home)}::public.home_section` : 'null',
      lit(uuidFor('category', p.category)),
      lit(p.group),
      lit(p.subcategory),
      `${lit(p.pet)}::public.pet_type`,
      p.sales,
      created,
      created,
    ].join(', ');
  });
  return `insert into public.products
  (id, name, description, short_description, brand, price, regular_price, member_price,
   discount_percentage, images, stock_quantity, is_active, featured, home_section, category_id,
   product_group, subcategory, pet_type, sales_count, created_at, updated_at)
values
${values(rows)};`;
}

function storefrontSql() {
  const banners = BANNERS.map((b) =>
    [
      lit(uuidFor('banner', b.image)),
      lit(b.title),
      lit(b.description),
      lit(photoOf(b.image)),
      lit(b.ctaText),
      lit(b.ctaLink),
      lit(b.active),
      ago(b.daysAgo),
      ago(b.daysAgo),
    ].join(', '),
  );
  const rates = SHIPPING_RATES.map((r) =>
    [
      lit(uuidFor('shipping-rate', r.name)),
      lit(r.name),
      lit(r.description),
      r.basePrice,
      r.hoursMin,
      r.hoursMax,
    ].join(', '),
  );
  const ranges = TIME_RANGES.map((r) =>
    [
      lit(r.id),
      lit(r.timeRange),
      lit(r.description),
      r.cost,
      lit(r.icon),
      r.priority,
      `${lit(r.endsAt)}::time`,
    ].join(', '),
  );
  return `insert into public.banner_settings
  (id, title, description, image_url, cta_text, cta_link, is_active, created_at, updated_at)
values
${values(banners)};

insert into public.shipping_rates
  (id, name, description, base_price, delivery_hours_min, delivery_hours_max)
values
${values(rates)};

insert into public.shipping_time_ranges
  (id, time_range, description, cost, icon, priority, ends_at)
values
${values(ranges)};`;
}

function loyaltySql() {
  const plans = MEMBERSHIP_PLANS.map((p) =>
    [
      lit(uuidFor('plan', p.name)),
      lit(p.name),
      lit(p.description),
      p.price,
      p.durationDays,
      p.discount,
      p.multiplier,
      textArray(p.benefits),
    ].join(', '),
  );
  const bonuses = BONUSES.map((b) =>
    [
      lit(b.id),
      lit(b.name),
      lit(b.description),
      lit(b.icon),
      `${lit(b.category)}::public.bonus_category`,
      `${lit(b.type)}::public.bonus_type`,
      b.value,
      b.cost,
      lit(b.popular),
      lit(!b.inactive),
    ].join(', '),
  );
  const rewards = REWARDS.map((r) =>
    [
      lit(uuidFor('reward', r.slug)),
      lit(r.name),
      lit(r.description),
      lit(photoOf(`rewards/${r.slug}.svg`)),
      r.points,
      r.stock,
      `${lit(r.tier)}::public.reward_tier`,
      lit(!r.inactive),
    ].join(', '),
  );
  const prizes = PRIZES.map((p, i) =>
    [
      lit(uuidFor('prize', p.name)),
      lit(p.name),
      lit(p.description),
      lit(p.icon),
      p.probability,
      `${lit(p.type)}::public.prize_type`,
      p.value,
      lit(!p.inactive),
      // Prizes are shown in created_at order: keep the list's order.
      `now() - interval '30 days' + interval '${i} minutes'`,
    ].join(', '),
  );
  return `insert into public.membership_plans
  (id, name, description, price, duration_days, discount_percent, points_multiplier, benefits)
values
${values(plans)};

insert into public.bonus_store
  (id, name, description, icon, category, type, value, points_cost, popular, is_active)
values
${values(bonuses)};

insert into public.rewards_catalog
  (id, name, description, image_url, points_required, stock, tier, is_active)
values
${values(rewards)};

insert into public.roulette_prizes
  (id, name, description, icon, probability, type, value, is_active, created_at)
values
${values(prizes)};`;
}

function codesSql() {
  const codes = DISCOUNT_CODES.map((c) =>
    [
      lit(uuidFor('discount-code', c.code)),
      lit(c.code),
      `${lit(c.type)}::public.discount_type`,
      c.value,
      c.min,
      lit(c.maxUses),
      codeUses.get(c.code) ?? 0,
      c.expiresInDays === null
        ? 'null'
        : c.expiresInDays < 0
          ? ago(-c.expiresInDays)
          : `now() + interval '${c.expiresInDays} days'`,
      lit(c.active),
      lit(c.description),
      ago(120),
      lit(c.firstPurchaseOnly ?? false),
      'null',
    ].join(', '),
  );
  const newsletterCodes = NEWSLETTER.map((n) =>
    [
      lit(uuidFor('discount-code', n.code)),
      lit(n.code),
      `'percentage'::public.discount_type`,
      10,
      0,
      1,
      n.used ? 1 : 0,
      'null',
      'true',
      lit('Newsletter: 10% en la primera compra'),
      ago(n.daysAgo),
      'true',
      lit(n.email),
    ].join(', '),
  );
  const subscriptions = NEWSLETTER.map((n) =>
    [
      lit(n.email),
      lit(n.code),
      `${lit(n.status)}::public.subscription_status`,
      lit(n.used),
      lit(n.source),
      ago(n.daysAgo),
      ago(n.daysAgo),
    ].join(', '),
  );
  return `insert into public.discount_codes
  (id, code, type, value, min_purchase, max_uses, current_uses, expires_at, is_active, description,
   created_at, first_purchase_only, owner_email)
values
${values([...codes, ...newsletterCodes])};

insert into public.newsletter_subscriptions
  (email, discount_code, status, used_discount, source, created_at, updated_at)
values
${values(subscriptions)};`;
}

function accountsSql() {
  const accounts = Object.values(ACCOUNTS);
  const users = accounts.map((a) => {
    const meta = {
      sub: a.id,
      email: a.email,
      email_verified: true,
      phone_verified: false,
      first_name: a.firstName,
      last_name: a.lastName,
    };
    return [
      `'00000000-0000-0000-0000-000000000000'`,
      lit(a.id),
      `'authenticated'`,
      `'authenticated'`,
      lit(a.email),
      `extensions.crypt(${lit(a.password)}, extensions.gen_salt('bf', 10))`,
      ago(a.daysAgo),
      jsonb({ provider: 'email', providers: ['email'] }),
      jsonb(meta),
      ago(a.daysAgo),
      ago(a.daysAgo),
      `'', '', '', '', '', '', '', ''`,
      'false',
    ].join(', ');
  });
  const identities = accounts.map((a) =>
    [
      lit(a.identityId),
      lit(a.id),
      lit(a.id),
      jsonb({
        sub: a.id,
        email: a.email,
        email_verified: false,
        phone_verified: false,
        first_name: a.firstName,
        last_name: a.lastName,
      }),
      `'email'`,
      ago(a.daysAgo),
      ago(a.daysAgo),
      ago(a.daysAgo),
    ].join(', '),
  );
  const profile = (/** @type {typeof accounts[number]} */ a, /** @type {string} */ extra) =>
    `update public.user_profiles set
  phone = ${lit(a.phone)},
  pet_name = ${lit(a.petName)},
  birth_date = ${a.birthDate ? `${lit(a.birthDate)}::date` : 'null'},
  created_at = ${ago(a.daysAgo)}${extra}
where id = ${lit(a.id)};`;
  return `-- As the auth server's sign-up writes them: confirmed email, bcrypt password (cost 10, as
-- GoTrue), provider metadata, and the identity row. The sign-up trigger creates each profile and
-- the 100 welcome points.
insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
   raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
   email_change_token_new, email_change, email_change_token_current, phone_change,
   phone_change_token, reauthentication_token, is_anonymous)
values
${values(users)};

insert into auth.identities
  (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values
${values(identities)};

${profile(ACCOUNTS.cliente, '')}

${profile(
  ACCOUNTS.socio,
  `,
  membership_type = 'anual',
  membership_expiry = (now() at time zone 'America/Bogota')::date + 340`,
)}

${profile(
  ACCOUNTS.admin,
  `,
  is_admin = true`,
)}

${profile(
  ACCOUNTS.personal,
  `,
  role = 'staff'`,
)}`;
}

function shopperSql() {
  const userId = lit(ACCOUNTS.cliente.id);
  const cart = CART.map(({ slug, quantity }, i) =>
    [userId, lit(product(slug).id), quantity, ago(0, 30 + i * 7)].join(', '),
  );
  const favorites = FAVORITES.map((slug, i) =>
    [userId, lit(product(slug).id), ago(2 + i * 3)].join(', '),
  );
  return `insert into public.cart_items (user_id, product_id, quantity, created_at)
values
${values(cart)};

insert into public.user_favorites (user_id, product_id, created_at)
values
${values(favorites)};`;
}

function ordersSql() {
  const blocks = [...orders]
    .sort((a, b) => b.minutesAgo - a.minutesAgo)
    .map((o) => {
      const account = ACCOUNTS[o.account];
      const where = ADDRESSES[o.account];
      const address = {
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone.replace(/^\+57/, ''),
        countryCode: '+57',
        email: account.email,
        address: where.address,
        city: where.city,
        department: where.department,
        shippingOption: o.range.timeRange,
        notes: o.notes,
      };
      const codeId = o.discountCode ? lit(uuidFor('discount-code', o.discountCode)) : 'null';
      const items = o.lines.map((line) =>
        [
          lit(o.id),
          lit(line.item.id),
          lit(line.item.name),
          line.price,
          line.quantity,
          line.total,
          'v_at',
        ].join(', '),
      );
      const progressed = o.status === 'pending' ? 'v_at' : `v_at + interval '1 day'`;
      const redemption = o.discountCode
        ? `\n  insert into public.discount_code_redemptions (discount_code_id, user_id, order_id, created_at)
  values (${codeId}, ${lit(account.id)}, ${lit(o.id)}, v_at);`
        : '';
      // What the simulated gateway recorded (confirm_payment): an approved payment for a paid
      // card or PSE order, a declined attempt for a failed card.
      const gateway =
        o.paymentMethod === 'credit_card' || o.paymentMethod === 'pse'
          ? `\n  insert into public.payments
    (payable_kind, order_id, user_id, method, status, amount, card_last4, pse_bank,
     document_type, decline_reason, created_at)
  values ('order', ${lit(o.id)}, ${lit(account.id)}, ${lit(o.paymentMethod)},
    ${lit(o.paid ? 'approved' : 'declined')}, ${o.total},
    ${o.paymentMethod === 'credit_card' ? lit(o.paid ? '4242' : '0002') : 'null'},
    ${o.paymentMethod === 'pse' ? lit('Bancolombia') : 'null'},
    ${o.paymentMethod === 'pse' ? lit('CC') : 'null'},
    ${o.paid ? 'null' : lit('declined')}, v_at + interval '2 minutes');`
          : '';
      const earn = o.paid
        ? `\n  perform private.move_points(${lit(account.id)}, ${o.points}, 'earned',
    'Puntos por el pedido ' || v_number);`
        : '';
      return `  -- ${account.email}: ${o.status} / ${o.paymentStatus}, total ${o.total}
  v_at := now() - interval '${o.minutesAgo} minutes';
  v_number := 'BON-' || floor(extract(epoch from v_at) * 1000)::bigint;
  insert into public.orders
    (id, order_number, user_id, subtotal, shipping_cost, discount_amount, total, status,
     payment_method, payment_status, shipping_address, shipping_time_range_id, delivery_date,
     discount_code_id, discount_code, membership_type, points_earned, paid_at, created_at,
     updated_at)
  values (${lit(o.id)}, v_number, ${lit(account.id)}, ${o.subtotal}, ${o.shipping}, ${o.discount},
    ${o.total}, ${lit(o.status)}, ${lit(o.paymentMethod)}, ${lit(o.paymentStatus)},
    ${jsonb(address)}
      || jsonb_build_object('deliveryDate', (v_at + interval '1 day')::date),
    ${lit(o.range.id)}, (v_at + interval '1 day')::date, ${codeId}, ${lit(o.discountCode ?? null)},
    ${lit(o.membership)}, ${o.points}, ${o.paid ? `v_at + interval '2 minutes'` : 'null'}, v_at,
    ${progressed});
  insert into public.order_items
    (order_id, product_id, product_name, product_price, quantity, total, created_at)
  values
  ${values(items).replace(/\n/g, '\n  ')};${redemption}${gateway}${earn}`;
    });
  return `-- Past orders, as place_order + confirm_payment leave them. Paid ones earn 1 point per whole
-- 1.000 COP of the total times the membership multiplier (private.award_order_points), written
-- to the ledger by private.move_points; the payment trigger does not fire on insert.
do $$
declare
  v_at timestamptz;
  v_number text;
begin
${blocks.join('\n\n')}
end
$$;`;
}

/** A pending reward redemption, as redeem_reward leaves it (points spent, one unit taken). */
function redemptionSql() {
  const r = PENDING_REDEMPTION;
  const reward = REWARDS.find((x) => x.slug === r.reward);
  if (!reward) throw new Error('unknown reward');
  const account = ACCOUNTS[r.account];
  const rewardId = uuidFor('reward', reward.slug);
  return `-- A reward ${r.daysAgo} days ago, waiting in the back office's redemptions queue.
select private.move_points(${lit(account.id)}, ${-reward.points}, 'redeemed',
  ${lit(`Canje de premio: ${reward.name}`)});
update public.rewards_catalog set stock = stock - 1 where id = ${lit(rewardId)};
insert into public.points_redemptions_v2
  (id, user_id, reward_type, reward_id, reward_name, points_used, status, created_at)
values
  (${lit(r.id)}, ${lit(account.id)}, 'reward', ${lit(rewardId)}, ${lit(reward.name)},
   ${reward.points}, 'pending', ${ago(r.daysAgo)});`;
}

function bonusSql() {
  const bonus = BONUSES.find((b) => b.id === USER_BONUS.bonusId);
  if (!bonus) throw new Error('unknown bonus');
  const account = ACCOUNTS[USER_BONUS.account];
  return `-- A bonus bought in the bonus store ${USER_BONUS.daysAgo} days ago, still active (30 days).
insert into public.user_bonuses
  (id, user_id, bonus_id, bonus_name, bonus_type, bonus_value, points_spent, status, expires_at,
   created_at)
values
  (${lit(USER_BONUS.id)}, ${lit(account.id)}, ${lit(bonus.id)}, ${lit(bonus.name)},
   ${lit(bonus.type)}, ${bonus.value}, ${bonus.cost}, 'active',
   ${ago(USER_BONUS.daysAgo)} + interval '30 days', ${ago(USER_BONUS.daysAgo)});

select private.move_points(${lit(account.id)}, ${-bonus.cost}, 'spent',
  ${lit(`Compra de bono: ${bonus.name}`)});

${redemptionSql()}

-- Profile totals: the count and sum of each shopper's paid orders.
update public.user_profiles p
set total_orders = s.orders, total_spent = s.spent
from (
  select user_id, count(*)::integer as orders, sum(total)::integer as spent
  from public.orders
  where payment_status = 'paid'
  group by user_id
) s
where p.id = s.user_id;`;
}

function checksSql() {
  return `-- The seed checks itself: a broken invariant fails the seed instead of shipping odd data.
do $$
declare
  v_count integer;
begin
  select count(*) into v_count from public.products where is_active;
  if v_count < ${MIN_ACTIVE_PRODUCTS} then
    raise exception 'seed: only % active products', v_count;
  end if;
  select count(*) into v_count from (
    select home_section from public.products
    where is_active and home_section is not null and stock_quantity > 0
    group by home_section having count(*) >= ${MIN_PER_HOME_SECTION}
  ) s;
  if v_count <> 3 then
    raise exception 'seed: a home section has fewer than ${MIN_PER_HOME_SECTION} products';
  end if;
  if (select sum(probability) from public.roulette_prizes where is_active) <> 100 then
    raise exception 'seed: active roulette probabilities do not sum to 100';
  end if;
  if exists (
    select 1 from public.user_points b
    where b.current_points <> (
      select coalesce(sum(t.points_earned - t.points_used), 0)
      from public.points_transactions t where t.user_id = b.user_id
    )
  ) then
    raise exception 'seed: a points balance differs from its ledger';
  end if;
end
$$;`;
}

function seedSql() {
  const sections = [
    [
      '-- Demo data for a fresh database: the store as a shopper and an admin would see it.',
      '-- GENERATED by supabase/scripts/generate-seed.mjs from supabase/scripts/seed-data.mjs;',
      '-- edit those and run `node supabase/scripts/generate-seed.mjs`, never this file.',
      '--',
      '-- Runs once, as the database owner, after the migrations. Images are objects in the',
      '-- product-images bucket (config.toml [storage.buckets.product-images] objects_path),',
      '-- referenced by object path. Demo accounts (passwords in seed-data.mjs):',
      ...Object.values(ACCOUNTS).map((a) => `--   ${a.email} / ${a.password}`),
    ].join('\n'),
    settingsSql(),
    taxonomySql(),
    productsSql(),
    storefrontSql(),
    loyaltySql(),
    codesSql(),
    accountsSql(),
    shopperSql(),
    ordersSql(),
    bonusSql(),
    checksSql(),
  ];
  return `${sections.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

/** @returns {Map<string, string>} path relative to IMAGES_DIR → SVG */
function images() {
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const p of products) {
    const palette = PALETTES[p.category];
    if (!palette) throw new Error(`no palette for ${p.category}`);
    files.set(p.drawing, productSvg({ name: p.name, brand: p.brand, shape: p.shape, palette }));
  }
  const tierPalette = { basic: 'accesorios', extended: 'servicios', premium: 'gatos' };
  const tierLabel = {
    basic: 'Premio básico',
    extended: 'Premio extendido',
    premium: 'Premio premium',
  };
  for (const r of REWARDS) {
    const tier = /** @type {keyof typeof tierPalette} */ (r.tier);
    const palette = PALETTES[tierPalette[tier]];
    if (!palette) throw new Error(`no palette for ${r.tier}`);
    files.set(
      `rewards/${r.slug}.svg`,
      productSvg({
        name: r.name,
        brand: tierLabel[tier],
        shape: /** @type {import('./svg.mjs').Shape} */ (r.shape),
        palette,
      }),
    );
  }
  for (const b of BANNERS) {
    const palette = PALETTES[b.art.palette];
    if (!palette) throw new Error(`no palette for ${b.art.palette}`);
    files.set(b.image, bannerSvg({ ...b.art, palette }));
  }
  for (const [name, svg] of files) {
    const limit = name.startsWith('banners/') ? MAX_BANNER_BYTES : MAX_SVG_BYTES;
    const size = Buffer.byteLength(svg);
    if (size >= limit) throw new Error(`${name} is ${size} bytes (limit ${limit})`);
  }
  return files;
}

/** Drawings now under the image folders, relative to IMAGES_DIR (the photos are seed-photos.mjs's). */
function existingImages() {
  return IMAGE_FOLDERS.flatMap((folder) => {
    const dir = path.join(IMAGES_DIR, folder);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.svg'))
          .map((name) => `${folder}/${name}`)
      : [];
  });
}

// Categories referenced by products must exist.
for (const p of products) {
  if (!categoryBySlug.has(p.category)) throw new Error(`${p.slug}: unknown category`);
}

const sql = seedSql();
const svgs = images();
const check = process.argv.includes('--check');

if (check) {
  /** @type {string[]} */
  const problems = [];
  const current = existsSync(SEED_FILE) ? readFileSync(SEED_FILE, 'utf8') : '';
  if (current !== sql) problems.push('supabase/seed.sql');
  for (const [name, svg] of svgs) {
    const file = path.join(IMAGES_DIR, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) problems.push(name);
  }
  for (const name of existingImages()) if (!svgs.has(name)) problems.push(`${name} (stale)`);
  if (problems.length > 0) {
    console.error(
      `The seed is out of date; run node supabase/scripts/generate-seed.mjs:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`seed up to date: ${products.length} products, ${svgs.size} images`);
} else {
  writeFileSync(SEED_FILE, sql);
  for (const name of existingImages()) {
    if (!svgs.has(name)) rmSync(path.join(IMAGES_DIR, name));
  }
  for (const [name, svg] of svgs) {
    const file = path.join(IMAGES_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  const activeCount = active.length;
  console.log(
    `wrote supabase/seed.sql (${activeCount} active of ${products.length} products) and ${svgs.size} images`,
  );
}
