/**
 * Query keys of the products screen. Every key starts with 'admin' (the remote's own keys never
 * collide with the shared 'bonis' ones). The list's keys sit under `['admin', 'products']` (the kit's key of the table), which the
 * realtime channel and every write invalidate; the taxonomy the form and filters read has keys
 * of its own, so a product change does not read the categories again.
 */

export const taxonomyKeys = {
  all: ['admin', 'product-taxonomy'] as const,
  categories: () => [...taxonomyKeys.all, 'categories'] as const,
  groups: (categoryId: string) => [...taxonomyKeys.all, 'groups', categoryId] as const,
  subcategories: (groupId: string) => [...taxonomyKeys.all, 'subcategories', groupId] as const,
};
