import { FormTextField } from '@bonis/forms';
import {
  FormSwitch,
  type ResourceFieldsProps,
  type ResourceForm,
} from '../../../components/admin-kit';
import type { ProductListRow } from '../api/get-products';
import { saveProductStock } from '../api/save-product-stock';
import {
  productStockFormSchema,
  type ProductStockFormOutput,
  type ProductStockFormValues,
} from '../schemas/product-form';
import { PRODUCT_SAVE_ERROR } from './product-form-dialog';

type Fields = ResourceFieldsProps<ProductListRow, ProductStockFormValues, ProductStockFormOutput>;

function StockFields({ form: { control } }: Fields) {
  return (
    <>
      <FormTextField
        control={control}
        name="stock_quantity"
        label="Stock (unidades)"
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <FormSwitch control={control} name="is_active" label="Activo" />
    </>
  );
}

/**
 * Staff's ('Personal') form of a product: its stock and whether it is active, nothing else (their
 * role's two columns), opened from the row's 'Cambiar stock'; the product's name under the title
 * and its history on demand, as in the full form. It only edits: staff create no products.
 */
export const productStockForm: ResourceForm<
  ProductListRow,
  ProductStockFormValues,
  ProductStockFormOutput
> = {
  schema: productStockFormSchema,
  defaults: (product) => ({
    stock_quantity: product ? String(product.stock_quantity) : '',
    is_active: product?.is_active ?? true,
  }),
  description: (product) => product?.name,
  Fields: StockFields,
  save: (client, id, values) => {
    if (!id) throw new Error('The stock form edits an existing product');
    return saveProductStock(client, id, values);
  },
  title: { create: 'Stock y estado', edit: 'Stock y estado' },
  submit: { create: 'Guardar cambios', edit: 'Guardar cambios' },
  created: 'Producto actualizado correctamente',
  updated: 'Producto actualizado correctamente',
  saveError: PRODUCT_SAVE_ERROR,
  history: true,
  historyOnDemand: true,
  size: 'sm',
  editLabel: 'Cambiar stock',
};
