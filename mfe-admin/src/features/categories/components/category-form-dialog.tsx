import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import {
  FormSwitch,
  FormTextarea,
  isUniqueViolation,
  type ResourceFieldsProps,
  type ResourceForm,
} from '../../../components/admin-kit';
import type { CategoryRow } from '../api/get-categories';
import { saveCategory } from '../api/save-category';
import {
  DESCRIPTION_MAX,
  DUPLICATE_SLUG,
  ICON_MAX,
  NAME_MAX,
  SLUG_MAX,
  categoryFormSchema,
  categorySlug,
  iconKind,
  typedSlug,
  type CategoryFormInput,
  type CategoryFormValues,
} from '../schemas/category-form';
import { CategoryIcon } from './category-icon';

export const SAVE_ERROR = 'Error al guardar categoría';

/** The icon's field with its preview beside it. */
const IconRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${vars.space[3]};

  & > :last-child {
    margin-bottom: ${vars.space[1]};
  }
`;

type Fields = ResourceFieldsProps<CategoryRow, CategoryFormInput, CategoryFormValues>;

/**
 * The slug follows the name (the spec's rule, `categorySlug`) until the admin types in it; an
 * existing category keeps its slug (its storefront URL) unless the admin changes it. Emptying
 * the slug field hands it back to the name.
 */
function CategoryFields({ form, row }: Fields) {
  const slugEdited = useRef(row !== null);
  const icon = useWatch({ control: form.control, name: 'icon' });

  /** The name as typed; while the slug is not the admin's own, it follows the name. */
  const followName = (typed: string) => {
    if (!slugEdited.current) {
      form.setValue('slug', categorySlug(typed), { shouldValidate: form.formState.isSubmitted });
    }
    return typed;
  };

  return (
    <>
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        required
        keep={followName}
        maxLength={NAME_MAX}
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="slug"
        label="Slug"
        required
        maxLength={SLUG_MAX}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        hint="La dirección de la categoría en la tienda: minúsculas, números y guiones."
        keep={(typed) => {
          // typing in the slug takes it over from the name; emptying it hands it back
          slugEdited.current = typed.trim() !== '';
          return typedSlug(typed);
        }}
      />
      <FormTextarea
        control={form.control}
        name="description"
        label="Descripción"
        rows={3}
        maxLength={DESCRIPTION_MAX}
      />
      <IconRow>
        <FormTextField
          control={form.control}
          name="icon"
          label="Emoji o URL de imagen"
          hint="Un emoji (🐶) o la URL https de una imagen."
          maxLength={ICON_MAX}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
        />
        <CategoryIcon icon={iconKind(icon) === 'invalid' ? null : icon} size={40} />
      </IconRow>
      <FormSwitch control={form.control} name="is_active" label="Categoría activa" />
    </>
  );
}

/**
 * 'Nueva categoría' / 'Editar categoría': name, slug, description, icon and the active switch
 * (with the category's history when editing). A slug another category has goes under its field.
 */
export const categoryForm: ResourceForm<CategoryRow, CategoryFormInput, CategoryFormValues> = {
  schema: categoryFormSchema,
  defaults: (category) => ({
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    icon: category?.image_url ?? '',
    is_active: category?.is_active ?? true,
  }),
  Fields: CategoryFields,
  save: saveCategory,
  title: { create: 'Nueva categoría', edit: 'Editar categoría' },
  submit: { create: 'Crear categoría', edit: 'Guardar cambios' },
  created: 'Categoría creada',
  updated: 'Categoría actualizada',
  saveError: SAVE_ERROR,
  fieldError: (error) =>
    isUniqueViolation(error) ? { field: 'slug', message: DUPLICATE_SLUG } : null,
  history: true,
};
