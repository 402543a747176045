/** Exposed as `./FooterNewsletter`: the footer's newsletter form (no props). */
export { FooterNewsletter as default } from '../features/newsletter/components/footer-newsletter';
