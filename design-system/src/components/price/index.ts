export { Price, type PriceProps, type PriceSize } from './price';
export { originalPrice, savings } from './price-math';
