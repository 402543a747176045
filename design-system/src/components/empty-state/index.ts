export {
  EmptyState,
  type EmptyStateHeading,
  type EmptyStateProps,
  type EmptyStateSize,
} from './empty-state';
