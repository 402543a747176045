import { Button, Select, type SelectOption } from '@bonis/design-system';
import { useLogError } from '../../../lib/use-log-error';
import { useFilterOptions, type FilterOption, type ProductFacets } from '../api/get-filter-options';
import * as S from './product-filters.styles';

export type FacetChanges = Partial<Record<keyof ProductFacets, string | null>>;

export interface ProductFiltersProps {
  facets: ProductFacets;
  /** the category's id once it is known to be active ('' while unknown or none) */
  categoryId: string;
  /** waits for the category before asking for options */
  enabled?: boolean;
  /** the URL's category is not an active category: there are no options to wait for */
  categoryMissing?: boolean;
  onChange: (changes: FacetChanges) => void;
  /** 'Limpiar filtros' */
  onClear: () => void;
  /** whether there is anything to clear */
  canClear: boolean;
}

/**
 * Options for a select: each with its product count; a value chosen in the URL that the
 * options no longer hold (an old link, a brand sold out of the scope) stays visible with 0,
 * and reads 'Cargando…' until the options arrive.
 */
function toSelectOptions(
  options: readonly FilterOption[],
  selected: string,
  loaded: boolean,
): SelectOption[] {
  const list = options.map((option) => ({
    value: option.value,
    label: `${option.label} (${option.products})`,
  }));
  if (selected && !options.some((option) => option.value === selected)) {
    list.push({ value: selected, label: loaded ? `${selected} (0)` : 'Cargando…' });
  }
  return list;
}

/**
 * The /products filter bar (storefront spec §2): group, subcategory and brand selects whose
 * options are the distinct values of the active products in scope, and 'Limpiar filtros'.
 * A new group clears the subcategory (subcategories belong to a group). Failed reads are logged
 * and leave only the chosen values (spec §8).
 */
export function ProductFilters({
  facets,
  categoryId,
  enabled = true,
  categoryMissing = false,
  onChange,
  onClear,
  canClear,
}: ProductFiltersProps) {
  const options = useFilterOptions(
    { category: categoryId, group: facets.group, subcategory: facets.subcategory },
    { enabled },
  );
  useLogError(options.error, 'reading the filter options failed');
  const waiting = options.isPending && !categoryMissing;
  const loaded = options.isSuccess || categoryMissing;
  const data = options.data ?? { groups: [], subcategories: [], brands: [] };

  return (
    <S.Bar role="group" aria-label="Filtros" aria-busy={waiting || options.isPlaceholderData}>
      <label>
        Grupo
        <Select
          value={facets.group}
          disabled={waiting && !facets.group}
          onChange={(event) => onChange({ group: event.target.value || null, subcategory: null })}
          placeholder="Todos los grupos"
          options={toSelectOptions(data.groups, facets.group, loaded)}
        />
      </label>
      <label>
        Subcategoría
        <Select
          value={facets.subcategory}
          disabled={waiting && !facets.subcategory}
          onChange={(event) => onChange({ subcategory: event.target.value || null })}
          placeholder="Todas las subcategorías"
          options={toSelectOptions(data.subcategories, facets.subcategory, loaded)}
        />
      </label>
      <label>
        Marca
        <Select
          value={facets.brand}
          disabled={waiting && !facets.brand}
          onChange={(event) => onChange({ brand: event.target.value || null })}
          placeholder="Todas las marcas"
          options={toSelectOptions(data.brands, facets.brand, loaded)}
        />
      </label>
      <Button variant="secondary" disabled={!canClear} onClick={onClear}>
        Limpiar filtros
      </Button>
    </S.Bar>
  );
}
