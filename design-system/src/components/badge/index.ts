export {
  Badge,
  badgeLabels,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  type BadgeVariant,
} from './badge';
