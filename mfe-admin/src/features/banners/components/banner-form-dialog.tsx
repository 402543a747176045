import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Modal, Textarea } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage, FormSwitch } from '../../../components/admin-kit';
import { removeUnusedBannerImages } from '../api/banner-images';
import type { BannerRow } from '../api/get-banners';
import { isUnsafeCtaLink, useSaveBanner } from '../api/save-banner';
import { useBannerImageUpload } from '../hooks/use-banner-image-upload';
import {
  CTA_LINK_INVALID,
  CTA_LINK_MAX,
  CTA_TEXT_MAX,
  DESCRIPTION_MAX,
  IMAGE_REQUIRED,
  TITLE_MAX,
  bannerFormSchema,
  type BannerFormInput,
  type BannerFormValues,
} from '../schemas/banner-form';
import { BannerImageField } from './banner-image-field';
import { Form, FormActions, History } from './banners.styles';

export const SAVE_ERROR = 'No se pudo guardar el banner';

const toast = (title: string, tone: 'success' | 'error', description?: string) =>
  bus.getState().toastRequested({ title, description, tone });

function defaultsOf(banner: BannerRow | null): BannerFormInput {
  return {
    image: banner?.image_url ?? '',
    title: banner?.title ?? '',
    description: banner?.description ?? '',
    cta_text: banner?.cta_text ?? '',
    cta_link: banner?.cta_link ?? '',
    // spec §4: new banners default to active
    is_active: banner?.is_active ?? true,
  };
}

interface BannerFormProps {
  banner: BannerRow | null;
  onDone: () => void;
  onCancel: () => void;
}

function BannerForm({ banner, onDone, onCancel }: BannerFormProps) {
  const editing = banner !== null;
  const form = useForm<BannerFormInput, unknown, BannerFormValues>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: defaultsOf(banner),
  });
  const save = useSaveBanner();
  const once = useSingleSubmit();
  const descriptionId = useId();
  const image = useWatch({ control: form.control, name: 'image' });
  const upload = useBannerImageUpload({
    current: () => form.getValues('image'),
    onUploaded: (path) =>
      form.setValue('image', path, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  });
  const busy = save.isPending;

  const submit = async (values: BannerFormValues) => {
    try {
      await save.mutateAsync({ id: banner?.id, values });
    } catch (error) {
      if (isUnsafeCtaLink(error)) {
        form.setError(
          'cta_link',
          { type: 'database', message: CTA_LINK_INVALID },
          { shouldFocus: true },
        );
        return;
      }
      toast(errorMessage(error, SAVE_ERROR), 'error');
      return;
    }
    upload.keep(values.image);
    if (banner && banner.image_url !== values.image) {
      // the replaced image, unless another banner shows it (banners/ paths only)
      void removeUnusedBannerImages(getSupabase(), [banner.image_url]);
    }
    toast(editing ? 'Banner actualizado' : 'Banner creado', 'success');
    onDone();
  };

  const invalid = (errors: FieldErrors<BannerFormInput>) => {
    if (errors.image) toast(IMAGE_REQUIRED.title, 'error', IMAGE_REQUIRED.message);
  };

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit, invalid))} aria-busy={busy}>
      <BannerImageField
        image={image}
        upload={upload}
        error={form.formState.errors.image?.message}
        disabled={busy}
      />
      <FormTextField
        control={form.control}
        name="title"
        label="Título"
        hint="Opcional. Sin título, el Home muestra su título de siempre."
        maxLength={TITLE_MAX}
        autoComplete="off"
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
      <FormTextField
        control={form.control}
        name="cta_text"
        label="Texto del botón"
        hint="Opcional, como «Comprar ahora». Con enlace y sin texto, el botón dice «Ver más»."
        maxLength={CTA_TEXT_MAX}
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="cta_link"
        label="Enlace del botón"
        hint="Una ruta de la tienda (/dogs, /offers) o una dirección que empiece por https://"
        maxLength={CTA_LINK_MAX}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        inputMode="url"
      />
      <FormSwitch control={form.control} name="is_active" label="Visible en el Home" />
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={busy} disabled={upload.uploading !== null}>
          {editing ? 'Guardar cambios' : 'Crear banner'}
        </Button>
      </FormActions>
    </Form>
  );
}

export interface BannerFormDialogProps {
  open: boolean;
  /** the banner to edit; null to create one */
  banner: BannerRow | null;
  onClose: () => void;
}

/**
 * 'Nuevo banner' / 'Editar banner' (spec §2/§5): the image (required, uploaded at once under
 * `banners/`), title, description, the button's text and link (a store path or https only), and
 * whether it is visible; when editing, the banner's change history under the form. A fresh form
 * every time it opens; closing it without saving removes what it uploaded.
 */
export function BannerFormDialog({ open, banner, onClose }: BannerFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      closeOnBackdropClick={false}
      title={banner ? 'Editar banner' : 'Nuevo banner'}
      description="Al guardar un banner visible, pasa a ser el que muestra el Home."
    >
      <BannerForm key={banner?.id ?? 'new'} banner={banner} onDone={onClose} onCancel={onClose} />
      {banner && (
        <History>
          <AuditTrail table="banner_settings" rowId={banner.id} />
        </History>
      )}
    </Modal>
  );
}
