/**
 * Exposed as `./FooterNewsletter`: the footer's newsletter form (props: `FooterNewsletterProps`
 * of `@bonis/contracts`, what the shell's stand-in held when this form replaces it;
 * `src/contract.check.ts` checks this module against it).
 */
export { FooterNewsletter as default } from '../features/newsletter/components/footer-newsletter';
