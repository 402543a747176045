import { CategoriesPage } from '../features/categories/components/categories-page';

/** `/admin/categories` (the app gives it the screen's heading, 'Categorías'). */
export default CategoriesPage;
