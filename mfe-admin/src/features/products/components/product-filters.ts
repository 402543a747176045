import { activeStatusFilter, type ResourceFilter } from '../../../components/admin-kit';
import { useCategories } from '../api/get-categories';
import { HOME_SECTIONS, HOME_SECTION_LABELS } from '../schemas/product-form';

/**
 * The categories to filter by; a category id in the URL that is not (yet) among them still
 * shows as chosen.
 */
function useCategoryOptions(value: string) {
  const categories = useCategories().data ?? [];
  const known = categories.some((category) => category.id === value);
  return [
    ...(value && !known ? [{ value, label: 'Categoría seleccionada' }] : []),
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];
}

/** Category, status, low stock and home section: each a labelled select whose value is in the URL. */
export const PRODUCT_FILTERS: readonly ResourceFilter[] = [
  {
    name: 'category',
    label: 'Categoría',
    options: [{ value: '', label: 'Todas' }],
    useOptions: useCategoryOptions,
  },
  activeStatusFilter('Todos', 'Activos', 'Inactivos'),
  {
    name: 'stock',
    label: 'Stock',
    options: [
      { value: '', label: 'Todos' },
      { value: 'low', label: 'Stock bajo (menos de 10)' },
    ],
  },
  {
    name: 'section',
    label: 'Sección del home',
    options: [
      { value: '', label: 'Todas' },
      ...HOME_SECTIONS.map((section) => ({ value: section, label: HOME_SECTION_LABELS[section] })),
    ],
  },
];
