export {
  Skeleton,
  SkeletonText,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonTextProps,
} from './skeleton';
