import { NewsletterPage } from '../features/newsletter/components/newsletter-page';

/** `/admin/newsletter` (the app gives it the screen's heading, 'Newsletter'). */
export default NewsletterPage;
