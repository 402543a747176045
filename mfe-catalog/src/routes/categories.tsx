import { CategoriesPage } from '../features/categories/components/categories-page';

/** `/categories`: the grid of active categories. */
export default function Route() {
  return <CategoriesPage />;
}
