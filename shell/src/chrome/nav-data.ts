import type { RemoteName } from '../config/runtime-config';

/** A main category of the mega-menu (its `categories.slug`). */
export type MegaMenuCategory = 'perros' | 'gatos' | 'accesorios' | 'servicios' | 'promociones';

export interface NavItem {
  to: string;
  label: string;
  /** the remote that renders the page, preloaded when the link is hovered or focused */
  remote: RemoteName;
  /** the category whose mega-menu opens from this item */
  megaMenu?: MegaMenuCategory;
}

/**
 * Main navigation (spec §2: /dogs, /cats, /accessories, /policies, /membership, /deals), plus
 * /services so that each of the five mega-menus of the spec has its place in the bar.
 */
export const mainNav: readonly NavItem[] = [
  { to: '/dogs', label: 'Perros', remote: 'catalog', megaMenu: 'perros' },
  { to: '/cats', label: 'Gatos', remote: 'catalog', megaMenu: 'gatos' },
  { to: '/accessories', label: 'Accesorios', remote: 'catalog', megaMenu: 'accesorios' },
  { to: '/services', label: 'Servicios', remote: 'catalog', megaMenu: 'servicios' },
  { to: '/policies', label: 'Seguros', remote: 'catalog' },
  { to: '/membership', label: 'Membresía', remote: 'loyalty' },
  { to: '/deals', label: 'Promociones', remote: 'catalog', megaMenu: 'promociones' },
];

export interface FooterGroup {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

/** Every footer link of spec §2, grouped. Each path has a page (route table). */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Tienda',
    links: [
      { to: '/dogs', label: 'Perros' },
      { to: '/cats', label: 'Gatos' },
      { to: '/birds', label: 'Aves' },
      { to: '/fish', label: 'Peces' },
      { to: '/accessories', label: 'Accesorios' },
      { to: '/deals', label: 'Promociones' },
    ],
  },
  {
    title: 'Ayuda',
    links: [
      { to: '/help', label: 'Centro de ayuda' },
      { to: '/shipping', label: 'Envíos' },
      { to: '/size-guide', label: 'Guía de tallas' },
      { to: '/faq', label: 'Preguntas frecuentes' },
      { to: '/contact', label: 'Contacto' },
      { to: '/track', label: 'Rastrear pedido' },
    ],
  },
  {
    title: 'Boñis',
    links: [
      { to: '/about', label: 'Sobre nosotros' },
      { to: '/careers', label: 'Trabaja con nosotros' },
      { to: '/blog', label: 'Blog' },
      { to: '/press', label: 'Prensa' },
      { to: '/sustainability', label: 'Sostenibilidad' },
      { to: '/affiliates', label: 'Afiliados' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Términos y condiciones' },
      { to: '/privacy', label: 'Política de privacidad' },
      { to: '/cookies', label: 'Política de cookies' },
      { to: '/warranty', label: 'Garantía' },
      { to: '/refunds', label: 'Devoluciones y reembolsos' },
    ],
  },
];

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
