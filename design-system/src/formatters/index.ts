export {
  formatCOP,
  formatCompactCOP,
  formatDate,
  formatDecimal,
  formatMegabytes,
  formatNumber,
  formatPercent,
  formatPhone,
  slugify,
  type COPOptions,
  type DateStyle,
  type PercentOptions,
} from './formatters';
