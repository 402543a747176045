import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import { Button, FormField, Modal, Switch, Textarea, media, vars } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage } from '../../../components/admin-kit';
import type { CategoryRow } from '../api/get-categories';
import { isDuplicateSlug, useSaveCategory } from '../api/save-category';
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

/** The audit trail's names for the columns of `categories`. */
export const CATEGORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nombre',
  slug: 'Slug',
  description: 'Descripción',
  image_url: 'Ícono',
  is_active: 'Activa',
  product_count: 'Productos activos',
  featured_brands: 'Marcas destacadas',
  pet_types: 'Mascotas',
};

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const IconRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${vars.space[3]};

  & > :last-child {
    margin-bottom: ${vars.space[1]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const History = styled.div`
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

function defaultsOf(category: CategoryRow | null): CategoryFormInput {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    icon: category?.image_url ?? '',
    is_active: category?.is_active ?? true,
  };
}

interface CategoryFormProps {
  category: CategoryRow | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The form of the dialog. The slug follows the name (the spec's rule, `categorySlug`) until
 * the admin types in it; an existing category keeps its slug (its storefront URL) unless the
 * admin changes it. Emptying the slug field hands it back to the name.
 */
function CategoryForm({ category, onDone, onCancel }: CategoryFormProps) {
  const editing = category !== null;
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: defaultsOf(category),
  });
  const slugEdited = useRef(editing);
  const save = useSaveCategory();
  const once = useSingleSubmit();
  const descriptionId = useId();

  /** The name as typed; while the slug is not the admin's own, it follows the name. */
  const followName = (typed: string) => {
    if (!slugEdited.current) {
      form.setValue('slug', categorySlug(typed), { shouldValidate: form.formState.isSubmitted });
    }
    return typed;
  };

  const icon = useWatch({ control: form.control, name: 'icon' });

  const submit = async (values: CategoryFormValues) => {
    try {
      await save.mutateAsync({ id: category?.id, values });
      bus.getState().toastRequested({
        title: editing ? 'Categoría actualizada' : 'Categoría creada',
        tone: 'success',
      });
      onDone();
    } catch (error) {
      if (isDuplicateSlug(error)) {
        form.setError(
          'slug',
          { type: 'duplicate', message: DUPLICATE_SLUG },
          { shouldFocus: true },
        );
        return;
      }
      bus.getState().toastRequested({ title: errorMessage(error, SAVE_ERROR), tone: 'error' });
    }
  };

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
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
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <FormField label="Descripción" error={fieldState.error?.message}>
            <Textarea
              id={descriptionId}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              rows={3}
              maxLength={DESCRIPTION_MAX}
            />
          </FormField>
        )}
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
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Categoría activa"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Guardar cambios' : 'Crear categoría'}
        </Button>
      </Actions>
    </Form>
  );
}

export interface CategoryFormDialogProps {
  open: boolean;
  /** the category to edit; null to create one */
  category: CategoryRow | null;
  onClose: () => void;
}

/**
 * 'Nueva categoría' / 'Editar categoría': name, slug, description, icon and the active switch;
 * when editing, the category's change history under the form. A fresh form every time it opens.
 */
export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={category ? 'Editar categoría' : 'Nueva categoría'}
    >
      <CategoryForm
        key={category?.id ?? 'new'}
        category={category}
        onDone={onClose}
        onCancel={onClose}
      />
      {category && (
        <History>
          <AuditTrail table="categories" rowId={category.id} fieldLabels={CATEGORY_FIELD_LABELS} />
        </History>
      )}
    </Modal>
  );
}
