export {
  DataTable,
  type ColumnAlign,
  type DataTableColumn,
  type DataTableProps,
} from './data-table';
export {
  compareSortValues,
  nextSort,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './sort-rows';
