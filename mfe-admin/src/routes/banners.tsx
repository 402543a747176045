import { BannersPage } from '../features/banners/components/banners-page';

/** `/admin/banners` (the app gives it the screen's heading, 'Banners del Home'). */
export default BannersPage;
