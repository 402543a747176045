import { Select } from '@bonis/design-system';
import type { CategoryOption } from '../api/get-categories';
import type { ProductListQuery } from '../api/get-products';
import { HOME_SECTIONS, HOME_SECTION_LABELS } from '../schemas/product-form';
import type { PRODUCT_FILTER_DEFAULTS } from '../hooks/use-product-list-params';
import { FilterField } from './products-list.styles';

type FilterName = keyof typeof PRODUCT_FILTER_DEFAULTS;

export interface ProductFiltersProps {
  query: ProductListQuery;
  categories: readonly CategoryOption[];
  onChange: (name: FilterName, value: string) => void;
}

/** Category, status, low stock and home section: each a labelled select whose value is in the URL. */
export function ProductFilters({ query, categories, onChange }: ProductFiltersProps) {
  // a category id in the URL that is not (yet) among the options still shows as chosen
  const knownCategory = categories.some((category) => category.id === query.category);
  return (
    <>
      <FilterField>
        Categoría
        <Select
          size="sm"
          value={query.category}
          onChange={(event) => onChange('category', event.target.value)}
          options={[
            { value: '', label: 'Todas' },
            ...(query.category && !knownCategory
              ? [{ value: query.category, label: 'Categoría seleccionada' }]
              : []),
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
        />
      </FilterField>
      <FilterField>
        Estado
        <Select
          size="sm"
          value={query.status}
          onChange={(event) => onChange('status', event.target.value)}
          options={[
            { value: '', label: 'Todos' },
            { value: 'active', label: 'Activos' },
            { value: 'inactive', label: 'Inactivos' },
          ]}
        />
      </FilterField>
      <FilterField>
        Stock
        <Select
          size="sm"
          value={query.stock}
          onChange={(event) => onChange('stock', event.target.value)}
          options={[
            { value: '', label: 'Todos' },
            { value: 'low', label: 'Stock bajo (menos de 10)' },
          ]}
        />
      </FilterField>
      <FilterField>
        Sección del home
        <Select
          size="sm"
          value={query.section}
          onChange={(event) => onChange('section', event.target.value)}
          options={[
            { value: '', label: 'Todas' },
            ...HOME_SECTIONS.map((section) => ({
              value: section,
              label: HOME_SECTION_LABELS[section],
            })),
          ]}
        />
      </FilterField>
    </>
  );
}
