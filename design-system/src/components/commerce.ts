/** Commerce: prices, quantities, navigation aids, product cards and grids, admin tables. */
export { Price, originalPrice, savings, type PriceProps, type PriceSize } from './price';
export {
  QuantityStepper,
  resolveQuantity,
  type QuantityStepperProps,
  type QuantityStepperSize,
} from './quantity-stepper';
export {
  Breadcrumb,
  renderAnchor,
  type BreadcrumbItem,
  type BreadcrumbProps,
  type LinkRenderProps,
  type RenderLink,
} from './breadcrumb';
export { Pagination, pageItems, type PageItem, type PaginationProps } from './pagination';
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
  compareSortValues,
  nextSort,
  sortRows,
  type ColumnAlign,
  type DataTableColumn,
  type DataTableProps,
  type SortDirection,
  type SortState,
  type SortValue,
} from './data-table';
export {
  ImageUploader,
  BYTES_PER_MB,
  defaultImageMessages,
  formatMegabytes,
  isImageFile,
  validateImages,
  type ImageUploadError,
  type ImageUploadErrorCode,
  type ImageUploadMessage,
  type ImageUploaderMessages,
  type ImageUploaderProps,
  type RemoteImage,
  type UploaderImage,
  type ValidateImagesOptions,
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
