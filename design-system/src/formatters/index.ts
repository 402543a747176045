export {
  formatCOP,
  formatDate,
  formatNumber,
  formatPhone,
  slugify,
  type DateStyle,
} from './formatters';
