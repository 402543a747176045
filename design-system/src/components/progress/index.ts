export { Progress, type ProgressProps, type ProgressSize, type ProgressVariant } from './progress';
