/** Where a category's products are listed: the main categories have their own pages. */
export function categoryHref(slug: string | null): string | undefined {
  if (!slug) return undefined;
  const main: Record<string, string> = {
    perros: '/dogs',
    gatos: '/cats',
    accesorios: '/accessories',
    servicios: '/services',
    promociones: '/deals',
  };
  return main[slug] ?? `/${slug}`;
}

/** The most units the product page adds at once (spec §9), and never more than the stock. */
export const PRODUCT_QUANTITY_MAX = 10;
export const maxQuantity = (stock: number) => Math.max(1, Math.min(PRODUCT_QUANTITY_MAX, stock));

/** The stock line: 'Agotado', 'Solo quedan N unidades' (1–9) or 'En stock'. */
export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Agotado';
  if (stock < 10) return stock === 1 ? 'Solo queda 1 unidad' : `Solo quedan ${stock} unidades`;
  return 'En stock';
}

/** The description's paragraphs (plain text; blank lines separate them). */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
