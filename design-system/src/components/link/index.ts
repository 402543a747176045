export { EXTERNAL_LINK_TEXT, Link, type LinkProps, type LinkVariant } from './link';
