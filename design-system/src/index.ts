export { tokens } from './tokens';
export { RoutePlaceholder, type RoutePlaceholderProps } from './route-placeholder';
