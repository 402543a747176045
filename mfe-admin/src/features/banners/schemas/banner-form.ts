import { z } from 'zod';
import type { TablesInsert } from '@bonis/supabase-client';
import {
  descriptionField,
  textField,
  tooLongMessage,
} from '../../../components/admin-kit/schema-fields';

/** The database's limits of `banner_settings` (check constraints). */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 1000;
export const CTA_TEXT_MAX = 60;
export const CTA_LINK_MAX = 2048;

/** Spec §5: 'Imagen requerida' / 'Debes subir una imagen para el banner'. */
export const IMAGE_REQUIRED = {
  title: 'Imagen requerida',
  message: 'Debes subir una imagen para el banner',
} as const;

export const CTA_LINK_INVALID = 'Usa una ruta de la tienda (como /dogs) o una dirección https://';
export const CTA_LINK_INSECURE = 'La dirección debe empezar por https://';
export const CTA_LINK_MISSING = 'Agrega el enlace del botón, o deja su texto vacío';

/**
 * What a banner's `cta_link` holds (Contract C, check `banner_settings_cta_link_safe`):
 * nothing, a path of the store (`/dogs`, not `//host`), or an `https://` address with a host.
 * Anything else is refused: another scheme (`http:`, `javascript:`, `data:`…), a
 * protocol-relative `//host`, spaces, control characters or backslashes anywhere, or plain words.
 */
export type CtaLinkKind = 'none' | 'path' | 'https' | 'insecure-url' | 'invalid';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Spaces, control characters and backslashes: refused anywhere in a link, as the database does. */
const UNSAFE_CHARACTER = /[\s\p{Cc}\\]/u;

export function ctaLinkKind(value: string | null | undefined): CtaLinkKind {
  const link = value?.trim() ?? '';
  if (!link) return 'none';
  if (link.startsWith('/'))
    return !UNSAFE_CHARACTER.test(link) && !link.startsWith('//') ? 'path' : 'invalid';
  if (!SCHEME.test(link)) return 'invalid';
  if (/^http:/i.test(link)) return 'insecure-url';
  if (!/^https:\/\/[^/?#]/i.test(link) || UNSAFE_CHARACTER.test(link)) return 'invalid';
  try {
    return new URL(link).hostname ? 'https' : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** The create/edit dialog's form (react-hook-form + zod), with its Spanish messages. */
export const bannerFormSchema = z
  .object({
    /** the uploaded image's object path (or the banner's stored image) */
    image: z.string().trim().min(1, IMAGE_REQUIRED.message),
    title: textField('El título', TITLE_MAX),
    description: descriptionField(DESCRIPTION_MAX),
    cta_text: textField('El texto del botón', CTA_TEXT_MAX),
    cta_link: z
      .string()
      .trim()
      .max(CTA_LINK_MAX, tooLongMessage('El enlace', CTA_LINK_MAX))
      .superRefine((link, ctx) => {
        const kind = ctaLinkKind(link);
        if (kind === 'insecure-url') ctx.addIssue({ code: 'custom', message: CTA_LINK_INSECURE });
        else if (kind === 'invalid') ctx.addIssue({ code: 'custom', message: CTA_LINK_INVALID });
      }),
    is_active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    // the hero shows no button without a link: a text alone would be lost
    if (values.cta_text && !values.cta_link) {
      ctx.addIssue({ code: 'custom', path: ['cta_link'], message: CTA_LINK_MISSING });
    }
  });

export type BannerFormInput = z.input<typeof bannerFormSchema>;
export type BannerFormValues = z.output<typeof bannerFormSchema>;

/** The row an insert or update writes (spec §7); empty CTA text and link are stored as null. */
export function toBannerWrite(
  values: BannerFormValues,
): Pick<
  TablesInsert<'banner_settings'>,
  'title' | 'description' | 'image_url' | 'cta_text' | 'cta_link' | 'is_active'
> {
  return {
    title: values.title,
    description: values.description,
    image_url: values.image,
    cta_text: values.cta_text || null,
    cta_link: values.cta_link || null,
    is_active: values.is_active,
  };
}
