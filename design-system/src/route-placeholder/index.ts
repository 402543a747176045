export { RoutePlaceholder, type RoutePlaceholderProps } from './route-placeholder';
