/**
 * Exposed as `./FooterNewsletter`: the footer's newsletter form (props: `{ initialEmail?: string;
 * autoFocus?: boolean }`, what the shell's stand-in held when this form replaces it).
 */
export {
  FooterNewsletter as default,
  type FooterNewsletterProps,
} from '../features/newsletter/components/footer-newsletter';
