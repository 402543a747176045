import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { formatCOP } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField } from '@bonis/forms';
import {
  FormSelect,
  FormSwitch,
  FormTextarea,
  errorMessage,
  isCheckViolation,
  type ResourceFieldsProps,
  type ResourceForm,
  parseWholeNumber,
} from '../../../components/admin-kit';
import { useCategories } from '../api/get-categories';
import { useProductGroups } from '../api/get-product-groups';
import { useProductSubcategories } from '../api/get-product-subcategories';
import type { ProductListRow } from '../api/get-products';
import { saveProduct } from '../api/save-product';
import { useProductImages, type ProductImages } from '../hooks/use-product-images';
import {
  EMPTY_PRODUCT_FORM,
  HOME_SECTIONS,
  HOME_SECTION_LABELS,
  NUMERIC_FIELDS,
  PET_TYPE_OPTIONS,
  PRICE_CONSTRAINTS,
  parsePercentage,
  petTypeForCategorySlug,
  productFormSchema,
  productFormValues,
  sellingPrice,
  suggestedMemberPrice,
  toProductPayload,
  type ProductFormOutput,
  type ProductFormValues,
} from '../schemas/product-form';
import { Section, SectionTitle, Switches, Wide } from './product-form-dialog.styles';
import { ProductImagesField } from './product-images-field';

/** A refused save's toast title (spec); the server's reason, when it gave one, is under it. */
export const PRODUCT_SAVE_ERROR = 'Error al guardar producto';

/**
 * The server's own words about a failed save, when it gave any: the database's Spanish message
 * (a raised exception, a refusal), else PostgREST's message for a database error. A failed
 * request (network) has no code and gives none.
 */
function serverMessage(error: unknown): string | undefined {
  const spanish = errorMessage(error, '');
  if (spanish) return spanish;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && code !== '' && typeof message === 'string' && message
    ? message
    : undefined;
}

type Fields = ResourceFieldsProps<
  ProductListRow,
  ProductFormValues,
  ProductFormOutput,
  ProductImages
>;

/** The product's fields in their sections, then the images (the kit adds buttons and history). */
function ProductFields({ form, session: images }: Fields) {
  const { control, setValue } = form;
  // the admin picked the pet type: a new main category no longer sets it
  const petTypeChosen = useRef(false);
  const [name, regularPrice, discount, memberPrice, categoryId, groupId] = useWatch({
    control,
    name: [
      'name',
      'regular_price',
      'discount_percentage',
      'member_price',
      'category_id',
      'product_group',
    ],
  });

  const categories = useCategories();
  const groups = useProductGroups(categoryId);
  const subcategories = useProductSubcategories(groupId);

  const regular = parseWholeNumber(regularPrice);
  const percent = parsePercentage(discount);
  const price =
    regular !== undefined && Number.isFinite(regular) && Number.isFinite(percent)
      ? sellingPrice(regular, Math.min(percent, 99))
      : undefined;
  let memberHint = 'Opcional';
  if (memberPrice.trim() === '' && regular !== undefined && Number.isFinite(regular)) {
    const suggested = suggestedMemberPrice(regular);
    memberHint =
      price !== undefined && price < suggested
        ? `Sugerido: ${formatCOP(price)} (el precio de venta: no puede ser mayor); se guarda si lo dejas vacío`
        : `Sugerido: ${formatCOP(suggested)} (90 % del precio regular); se guarda si lo dejas vacío`;
  }
  const discountHint =
    price !== undefined && percent > 0 && percent <= 99
      ? `Precio de venta: ${formatCOP(price)}`
      : 'De 0 a 99, con hasta 2 decimales';

  return (
    <>
      <Section>
        <SectionTitle>Información</SectionTitle>
        <Wide>
          <FormTextField control={control} name="name" label="Nombre" required maxLength={200} />
        </Wide>
        <FormTextField control={control} name="brand" label="Marca" maxLength={80} />
        <FormSelect
          control={control}
          name="home_section"
          label="Sección del home"
          options={[
            { value: '', label: 'Ninguna' },
            ...HOME_SECTIONS.map((section) => ({
              value: section,
              label: HOME_SECTION_LABELS[section],
            })),
          ]}
        />
        <Wide>
          <FormTextarea
            control={control}
            name="short_description"
            label="Descripción corta"
            rows={2}
            maxLength={300}
          />
        </Wide>
        <Wide>
          <FormTextarea
            control={control}
            name="description"
            label="Descripción"
            rows={5}
            maxLength={5000}
          />
        </Wide>
      </Section>

      <Section>
        <SectionTitle>Precio y stock</SectionTitle>
        <FormTextField
          control={control}
          name="regular_price"
          label="Precio regular (COP)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Pesos enteros, sin decimales"
        />
        <FormTextField
          control={control}
          name="discount_percentage"
          label="Descuento (%)"
          inputMode="decimal"
          autoComplete="off"
          hint={discountHint}
        />
        <FormTextField
          control={control}
          name="member_price"
          label="Precio miembro (COP)"
          inputMode="numeric"
          autoComplete="off"
          hint={memberHint}
        />
        <FormTextField
          control={control}
          name="stock_quantity"
          label="Stock (unidades)"
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </Section>

      <Section>
        <SectionTitle>Clasificación</SectionTitle>
        <FormSelect
          control={control}
          name="category_id"
          label="Categoría principal"
          placeholder={categories.isPending ? 'Cargando categorías…' : 'Selecciona una categoría'}
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.is_active ? category.name : `${category.name} (inactiva)`,
          }))}
          onPick={(next) => {
            setValue('product_group', '');
            setValue('subcategory', '');
            if (!petTypeChosen.current) {
              const slug = categories.data?.find((category) => category.id === next)?.slug;
              setValue('pet_type', petTypeForCategorySlug(slug));
            }
          }}
        />
        <FormSelect
          control={control}
          name="product_group"
          label="Grupo"
          disabled={categoryId === ''}
          placeholder={categoryId === '' ? 'Elige primero una categoría' : 'Selecciona un grupo'}
          options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
          onPick={() => setValue('subcategory', '')}
        />
        <FormSelect
          control={control}
          name="subcategory"
          label="Subcategoría"
          disabled={groupId === ''}
          placeholder={groupId === '' ? 'Elige primero un grupo' : 'Selecciona una subcategoría'}
          options={(subcategories.data ?? []).map((subcategory) => ({
            value: subcategory.name,
            label: subcategory.name,
          }))}
        />
        <FormSelect
          control={control}
          name="pet_type"
          label="Mascota"
          hint="Por defecto, la de la categoría principal"
          options={PET_TYPE_OPTIONS}
          onPick={() => {
            petTypeChosen.current = true;
          }}
        />
      </Section>

      <Switches>
        <FormSwitch control={control} name="featured" label="Destacado" />
        <FormSwitch control={control} name="is_active" label="Activo" />
      </Switches>

      <ProductImagesField
        images={images}
        productName={name}
        disabled={form.formState.isSubmitting}
      />
    </>
  );
}

/**
 * 'Nuevo producto' / 'Editar producto' (spec §5): 'Crear producto' waits for the name, the
 * regular price, the stock and the uploads; prices and stock that aren't numbers are 'Datos
 * inválidos'; the database's price rules go under their field. The images are the form's
 * session: closing without a save removes what was uploaded, a save removes the images the
 * product let go of that no product uses. The history opens on demand.
 */
export const productForm: ResourceForm<
  ProductListRow,
  ProductFormValues,
  ProductFormOutput,
  ProductImages
> = {
  schema: productFormSchema,
  defaults: (product) => (product ? productFormValues(product) : EMPTY_PRODUCT_FORM),
  Fields: ProductFields,
  useSession: useProductImages,
  save: (client, id, values, _product, images) => {
    if (!images) throw new Error('The product dialog saves with its images');
    const payload = toProductPayload(values, images.paths);
    return images.keep(saveProduct(client, id, payload, images.candidates()));
  },
  submitDisabled: (values, images) =>
    values.name === '' ||
    values.regular_price.trim() === '' ||
    values.stock_quantity.trim() === '' ||
    images.uploading,
  onInvalid: (errors) => {
    if (NUMERIC_FIELDS.some((field) => errors[field])) {
      bus.getState().toastRequested({
        title: 'Datos inválidos',
        description: 'Verifica precio y stock',
        tone: 'error',
      });
    }
  },
  title: { create: 'Nuevo producto', edit: 'Editar producto' },
  submit: { create: 'Crear producto', edit: 'Guardar cambios' },
  created: 'Producto creado correctamente',
  updated: 'Producto actualizado correctamente',
  saveError: PRODUCT_SAVE_ERROR,
  saveErrorDescription: serverMessage,
  fieldError: (error) => {
    const refused = PRICE_CONSTRAINTS.find(({ constraint }) => isCheckViolation(error, constraint));
    return refused ? { field: refused.field, message: refused.message } : null;
  },
  history: true,
  historyOnDemand: true,
  // a click beside the dialog would lose its uploads
  closeOnBackdropClick: false,
  size: 'lg',
};
