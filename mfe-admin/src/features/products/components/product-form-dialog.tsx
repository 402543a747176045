import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  FormField,
  Modal,
  Select,
  Switch,
  Textarea,
  formatCOP,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage, isCheckViolation } from '../../../components/admin-kit';
import { useCategories } from '../api/get-categories';
import { useProductGroups } from '../api/get-product-groups';
import { useProductSubcategories } from '../api/get-product-subcategories';
import type { ProductListRow } from '../api/get-products';
import { useSaveProduct } from '../api/save-product';
import { useProductImages } from '../hooks/use-product-images';
import {
  EMPTY_PRODUCT_FORM,
  HOME_SECTIONS,
  HOME_SECTION_LABELS,
  NUMERIC_FIELDS,
  PET_TYPE_OPTIONS,
  PRICE_CONSTRAINTS,
  parsePercentage,
  parseWholeNumber,
  petTypeForCategorySlug,
  productFormSchema,
  productFormValues,
  sellingPrice,
  suggestedMemberPrice,
  toProductPayload,
  type ProductFormOutput,
  type ProductFormValues,
} from '../schemas/product-form';
import {
  Form,
  History,
  HistoryToggle,
  Section,
  SectionTitle,
  Switches,
  Wide,
} from './product-form-dialog.styles';
import { ProductImagesField } from './product-images-field';

/** Spanish names of the product's columns, for its change history. */
export const PRODUCT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nombre',
  brand: 'Marca',
  description: 'Descripción',
  short_description: 'Descripción corta',
  price: 'Precio de venta',
  regular_price: 'Precio regular',
  member_price: 'Precio miembro',
  discount_percentage: 'Descuento (%)',
  stock_quantity: 'Stock',
  category_id: 'Categoría',
  product_group: 'Grupo',
  subcategory: 'Subcategoría',
  pet_type: 'Mascota',
  home_section: 'Sección del home',
  featured: 'Destacado',
  is_active: 'Activo',
  images: 'Imágenes',
};

const toast = (title: string, description: string | undefined, tone: 'success' | 'error') =>
  bus.getState().toastRequested({ title, description, tone });

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

function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M6 3l5 5-5 5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface ProductFormDialogProps {
  /** the product to edit; none creates one */
  product?: ProductListRow;
  /** the dialog is done (saved or cancelled) */
  onClose: () => void;
}

/**
 * 'Nuevo producto' / 'Editar producto' (spec §5). Mount it to open it: it starts from the
 * product (or empty) each time. Cancelling removes the images uploaded in this session; a save
 * removes the images the product let go of that no product uses.
 */
export function ProductFormDialog({ product, onClose }: ProductFormDialogProps) {
  const formId = useId();
  const editing = product !== undefined;
  const [initialImages] = useState<readonly string[]>(() => product?.images ?? []);
  const images = useProductImages(initialImages);
  const save = useSaveProduct();
  const once = useSingleSubmit();
  const [historyOpen, setHistoryOpen] = useState(false);
  // the admin picked the pet type: a new main category no longer sets it
  const petTypeChosen = useRef(false);

  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  });
  const { control, setValue } = form;
  const [name, regularPrice, discount, memberPrice, stock, categoryId, groupId] = useWatch({
    control,
    name: [
      'name',
      'regular_price',
      'discount_percentage',
      'member_price',
      'stock_quantity',
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

  const missingRequired = name === '' || regularPrice.trim() === '' || stock.trim() === '';
  const busy = save.isPending;

  const close = () => {
    if (busy) return;
    images.discardSession();
    onClose();
  };

  const submit = async (values: ProductFormOutput) => {
    const payload = toProductPayload(values, images.paths);
    try {
      await save.mutateAsync({
        id: product?.id,
        payload,
        candidates: [...initialImages, ...images.sessionUploads()],
      });
    } catch (error) {
      const refused = PRICE_CONSTRAINTS.find(({ constraint }) =>
        isCheckViolation(error, constraint),
      );
      if (refused) {
        form.setError(
          refused.field,
          // not 'server' (FormTextField shows those in a FormAlert this dialog has not): under the field
          { type: 'database', message: refused.message },
          { shouldFocus: true },
        );
        return;
      }
      toast('Error al guardar producto', serverMessage(error), 'error');
      return;
    }
    toast(
      editing ? 'Producto actualizado correctamente' : 'Producto creado correctamente',
      undefined,
      'success',
    );
    onClose();
  };

  const invalid = (errors: FieldErrors<ProductFormValues>) => {
    if (NUMERIC_FIELDS.some((field) => errors[field])) {
      toast('Datos inválidos', 'Verifica precio y stock', 'error');
    }
  };

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: category.is_active ? category.name : `${category.name} (inactiva)`,
  }));
  const groupOptions = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  const subcategoryOptions = (subcategories.data ?? []).map((subcategory) => ({
    value: subcategory.name,
    label: subcategory.name,
  }));

  return (
    <Modal
      open
      onClose={close}
      title={editing ? 'Editar producto' : 'Nuevo producto'}
      size="lg"
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={busy}
            disabled={missingRequired || images.uploading}
          >
            {editing ? 'Guardar cambios' : 'Crear producto'}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={once(form.handleSubmit(submit, invalid))}>
        <Section>
          <SectionTitle>Información</SectionTitle>
          <Wide>
            <FormTextField control={control} name="name" label="Nombre" required maxLength={200} />
          </Wide>
          <FormTextField control={control} name="brand" label="Marca" maxLength={80} />
          <Controller
            control={control}
            name="home_section"
            render={({ field }) => (
              <FormField label="Sección del home">
                <Select
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  options={[
                    { value: '', label: 'Ninguna' },
                    ...HOME_SECTIONS.map((section) => ({
                      value: section,
                      label: HOME_SECTION_LABELS[section],
                    })),
                  ]}
                />
              </FormField>
            )}
          />
          <Wide>
            <Controller
              control={control}
              name="short_description"
              render={({ field, fieldState }) => (
                <FormField label="Descripción corta" error={fieldState.error?.message}>
                  <Textarea {...field} rows={2} maxLength={300} />
                </FormField>
              )}
            />
          </Wide>
          <Wide>
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <FormField label="Descripción" error={fieldState.error?.message}>
                  <Textarea {...field} rows={5} maxLength={5000} />
                </FormField>
              )}
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
          <Controller
            control={control}
            name="category_id"
            render={({ field }) => (
              <FormField label="Categoría principal">
                <Select
                  name={field.name}
                  value={field.value}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  placeholder={
                    categories.isPending ? 'Cargando categorías…' : 'Selecciona una categoría'
                  }
                  options={categoryOptions}
                  onChange={(event) => {
                    const next = event.target.value;
                    field.onChange(next);
                    setValue('product_group', '');
                    setValue('subcategory', '');
                    if (!petTypeChosen.current) {
                      const slug = categories.data?.find((category) => category.id === next)?.slug;
                      setValue('pet_type', petTypeForCategorySlug(slug));
                    }
                  }}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="product_group"
            render={({ field }) => (
              <FormField label="Grupo">
                <Select
                  name={field.name}
                  value={field.value}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  disabled={categoryId === ''}
                  placeholder={
                    categoryId === '' ? 'Elige primero una categoría' : 'Selecciona un grupo'
                  }
                  options={groupOptions}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    setValue('subcategory', '');
                  }}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="subcategory"
            render={({ field }) => (
              <FormField label="Subcategoría">
                <Select
                  name={field.name}
                  value={field.value}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  disabled={groupId === ''}
                  placeholder={
                    groupId === '' ? 'Elige primero un grupo' : 'Selecciona una subcategoría'
                  }
                  options={subcategoryOptions}
                  onChange={(event) => field.onChange(event.target.value)}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="pet_type"
            render={({ field }) => (
              <FormField label="Mascota" hint="Por defecto, la de la categoría principal">
                <Select
                  name={field.name}
                  value={field.value}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  options={PET_TYPE_OPTIONS}
                  onChange={(event) => {
                    petTypeChosen.current = true;
                    field.onChange(event.target.value);
                  }}
                />
              </FormField>
            )}
          />
        </Section>

        <Switches>
          <Controller
            control={control}
            name="featured"
            render={({ field }) => (
              <Switch
                label="Destacado"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Switch
                label="Activo"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </Switches>

        <ProductImagesField images={images} productName={name} disabled={busy} />

        {product && (
          <History>
            <HistoryToggle
              type="button"
              aria-expanded={historyOpen}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              <ChevronIcon />
              Historial de cambios
            </HistoryToggle>
            {historyOpen && (
              <AuditTrail table="products" rowId={product.id} fieldLabels={PRODUCT_FIELD_LABELS} />
            )}
          </History>
        )}
      </Form>
    </Modal>
  );
}
