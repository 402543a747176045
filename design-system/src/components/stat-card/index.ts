export {
  StatCard,
  type StatCardProps,
  type StatCardTone,
  type StatTrend,
  type StatTrendDirection,
} from './stat-card';
