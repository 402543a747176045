export { Badge, badgeLabels, type BadgeProps, type BadgeSize, type BadgeVariant } from './badge';
