/**
 * Commerce: prices, quantities, navigation aids, product cards and grids, admin tables. The
 * helpers behind them (price math, quantity clamping, page lists, row sorting, image checks) are
 * internal: import them from their module inside the package, never through this barrel.
 */
export { Price, type PriceProps, type PriceSize } from './price';
export {
  QuantityStepper,
  type QuantityStepperProps,
  type QuantityStepperSize,
} from './quantity-stepper';
export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbProps,
  type LinkRenderProps,
  type RenderLink,
} from './breadcrumb';
export { Pagination, type PaginationProps } from './pagination';
export {
  EmptyState,
  type EmptyStateHeading,
  type EmptyStateProps,
  type EmptyStateSize,
} from './empty-state';
export {
  StatCard,
  type StatCardProps,
  type StatCardTone,
  type StatTrend,
  type StatTrendDirection,
} from './stat-card';
export {
  DataTable,
  type ColumnAlign,
  type DataTableColumn,
  type DataTableProps,
  type SortDirection,
  type SortState,
  type SortValue,
} from './data-table';
export {
  ImageUploader,
  type ImageUploadError,
  type ImageUploadErrorCode,
  type ImageUploadMessage,
  type ImageUploaderMessages,
  type ImageUploaderProps,
  type RemoteImage,
  type UploaderImage,
} from './image-uploader';
export {
  LOW_STOCK_THRESHOLD,
  ProductCard,
  productBadges,
  type ProductBadge,
  type ProductCardProduct,
  type ProductCardProps,
} from './product-card';
export { ProductGrid, type ProductGridProps } from './product-grid';
