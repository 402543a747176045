/**
 * The store's own icons: inline SVG drawn for the seeded categories and mega-menu groups, so
 * they show on any device (emoji need a colour-emoji font, which many systems lack), and for
 * the catalog's own pages (the insurance page, the search box's placeholder). An admin's own
 * category or group keeps the emoji the admin picked: it is the only picture known for it.
 */

export const STORE_ICONS = [
  'paw',
  'dog',
  'cat',
  'bone',
  'scissors',
  'tag',
  'bird',
  'fish',
  'shield',
  'crown',
  'bowl',
  'sparkles',
  'ball',
  'pill',
  'collar',
  'yarn',
  'house',
  'bag',
  'stethoscope',
  'clinic',
  'phone',
  'card',
] as const;

export type StoreIconName = (typeof STORE_ICONS)[number];

/** The seeded main and extra categories (categories.slug). */
const CATEGORY_ICONS: Readonly<Record<string, StoreIconName>> = {
  perros: 'dog',
  gatos: 'cat',
  accesorios: 'bone',
  servicios: 'scissors',
  promociones: 'tag',
  aves: 'bird',
  peces: 'fish',
};

/** The seeded mega-menu groups (product_groups.id). */
const GROUP_ICONS: Readonly<Record<string, StoreIconName>> = {
  'perros-alimento': 'bowl',
  'perros-happy-flash': 'sparkles',
  'perros-juguetes': 'ball',
  'perros-farmapet': 'pill',
  'perros-accesorios': 'collar',
  'gatos-alimento': 'fish',
  'gatos-juguetes': 'yarn',
  'gatos-accesorios': 'house',
  'accesorios-general': 'bag',
  'servicios-peluqueria': 'scissors',
  'servicios-veterinaria': 'stethoscope',
  'promociones-ofertas': 'tag',
  'aves-general': 'bird',
  'peces-general': 'fish',
};

const own = <T extends string>(map: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/** The store's icon for a category slug, or undefined for a category an admin added. */
export const categoryIcon = (slug: string): StoreIconName | undefined => own(CATEGORY_ICONS, slug);

/** The store's icon for a mega-menu group id, or undefined for a group an admin added. */
export const groupIcon = (groupId: string): StoreIconName | undefined => own(GROUP_ICONS, groupId);
