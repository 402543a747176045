export { ProductCard, type ProductCardProps } from './product-card';
export {
  LOW_STOCK_THRESHOLD,
  productBadges,
  type ProductBadge,
  type ProductCardProduct,
} from './product-badges';
