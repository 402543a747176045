import type { MegaMenuCategory } from '@bonis/contracts';
import {
  cartHref,
  favoritesHref,
  homeHref,
  membershipHref,
  ordersHref,
  profileHref,
  rewardsHref,
} from '@bonis/contracts/links';
import { manifests } from '../routes/manifests';
import { routeTable } from '../routes/owned-routes';

/** A main category of the mega-menu (its `categories.slug`): catalog/MegaMenu's `category`. */
export type { MegaMenuCategory };

export interface NavItem {
  to: string;
  /** the bar's short label (the page's own title may be longer: 'Seguros para mascotas') */
  label: string;
  /** the category whose mega-menu opens from this item */
  megaMenu?: MegaMenuCategory;
}

/**
 * Main navigation (spec §2: /dogs, /cats, /accessories, /policies, /membership, /deals), plus
 * /services so that each of the five mega-menus of the spec has its place in the bar. Hovering
 * or focusing a link preloads the remote that owns its page (from the route table).
 */
export const mainNav: readonly NavItem[] = [
  { to: '/dogs', label: 'Perros', megaMenu: 'perros' },
  { to: '/cats', label: 'Gatos', megaMenu: 'gatos' },
  { to: '/accessories', label: 'Accesorios', megaMenu: 'accesorios' },
  { to: '/services', label: 'Servicios', megaMenu: 'servicios' },
  { to: '/policies', label: 'Seguros' },
  { to: '/membership', label: 'Membresía' },
  { to: '/deals', label: 'Promociones', megaMenu: 'promociones' },
];

/**
 * The pages the chrome links to outside the navigation and the footer: the logo, the header's
 * chip and dropdown links, the menus, the membership corner, the admin access and frame. The
 * remotes' pages are the store's links of `@bonis/contracts/links`, the same the remotes use.
 */
export const chromeLinks = {
  home: homeHref(),
  points: rewardsHref(),
  favorites: favoritesHref(),
  cart: cartHref(),
  profile: profileHref(),
  orders: ordersHref(),
  membership: membershipHref(),
  adminHome: '/admin/dashboard',
  adminSettings: '/admin/settings',
} as const;

/** The title a remote's manifest gives the page at `path` (exactly that pattern). */
export function manifestTitleOf(path: string): string | undefined {
  return [...routeTable, ...manifests.admin].find((route) => route.path === path)?.title;
}

export interface FooterGroup {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

/**
 * Every footer link of spec §2, grouped. Each link reads as its page's title from the owning
 * remote's manifest, so a page has one name; `nav-data.test.ts` checks each is a page.
 */
const footerPaths: ReadonlyArray<readonly [title: string, paths: readonly string[]]> = [
  ['Tienda', ['/dogs', '/cats', '/birds', '/fish', '/accessories', '/deals']],
  ['Ayuda', ['/help', '/shipping', '/size-guide', '/faq', '/contact', '/track']],
  ['Boñis', ['/about', '/careers', '/blog', '/press', '/sustainability', '/affiliates']],
  ['Legal', ['/terms', '/privacy', '/cookies', '/warranty', '/refunds']],
];

export const footerGroups: readonly FooterGroup[] = footerPaths.map(([title, paths]) => ({
  title,
  links: paths.map((to) => ({ to, label: manifestTitleOf(to) ?? to })),
}));

export const socialLinks = [
  { href: 'https://www.instagram.com/bonis.co', label: 'Instagram' },
  { href: 'https://www.facebook.com/bonis.co', label: 'Facebook' },
  { href: 'https://www.tiktok.com/@bonis.co', label: 'TikTok' },
  { href: 'https://www.youtube.com/@bonis.co', label: 'YouTube' },
] as const;

export const paymentMethods = [
  'Visa',
  'Mastercard',
  'American Express',
  'PSE',
  'Efectivo',
] as const;
