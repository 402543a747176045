import { useParams } from 'react-router';
import { ProductPage } from '../features/product-page/components/product-page';

/** `/product/:id`: the product page. */
export default function Route() {
  const { id } = useParams();
  return <ProductPage key={id} id={id} />;
}
