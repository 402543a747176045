import { z } from 'zod';
import { slugify } from '@bonis/design-system';
import type { TablesInsert } from '@bonis/supabase-client';
import {
  descriptionField,
  nameField,
  tooLongMessage,
} from '../../../components/admin-kit/schema-fields';

/** The database's rule for `categories.slug` (a check constraint): words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const NAME_MAX = 80;
export const SLUG_MAX = 80;
export const DESCRIPTION_MAX = 1000;
export const ICON_MAX = 2048;
/** An icon that is not an image: an emoji (one or two, as the bonus store's custom icons). */
const EMOJI_MAX_GRAPHEMES = 2;

export const SLUG_INVALID = 'Slug inválido: usa minúsculas, números y guiones';
export const DUPLICATE_SLUG = 'Ya existe una categoría con ese slug';

/**
 * The spec's slug of a name (lowercase, accents stripped, non-alphanumerics removed, spaces to
 * hyphens: the design system's `slugify`), with repeated hyphens collapsed, hyphens trimmed from
 * both ends and at most 80 characters, so it always meets the database's check
 * (`^[a-z0-9]+(-[a-z0-9]+)*$`). 'Ñandú & Co. — Premium!' → 'nandu-co-premium'.
 */
export function categorySlug(name: string): string {
  return slugify(name)
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * What the slug field keeps of what is typed: lowercase, without accents, spaces as hyphens.
 * Other characters stay, so the admin sees 'Slug inválido' rather than letters vanishing.
 */
export function typedSlug(typed: string): string {
  return typed
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s/g, '-');
}

/**
 * What a category's `image_url` holds: nothing, an emoji, or an image (an https URL, or an
 * object path of the product-images bucket / a site path, which `productImageUrl` resolves).
 * Anything else is refused by the form: another scheme (`http:`, `javascript:`…), a
 * protocol-relative `//host` URL, or text that is neither.
 */
export type IconKind = 'none' | 'emoji' | 'image' | 'insecure-url' | 'invalid';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PATH = /^\/?[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/;

function graphemes(text: string): number {
  return [...new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(text)].length;
}

export function iconKind(value: string | null | undefined): IconKind {
  const icon = value?.trim() ?? '';
  if (!icon) return 'none';
  if (SCHEME.test(icon)) {
    if (!/^https:/i.test(icon)) return 'insecure-url';
    try {
      return new URL(icon).hostname ? 'image' : 'invalid';
    } catch {
      return 'invalid';
    }
  }
  if (/[/.]/.test(icon)) return PATH.test(icon) ? 'image' : 'invalid';
  return graphemes(icon) <= EMOJI_MAX_GRAPHEMES && !/[\s\p{L}\p{N}]/u.test(icon)
    ? 'emoji'
    : 'invalid';
}

/** The create/edit dialog's form (react-hook-form + zod), with its Spanish messages. */
export const categoryFormSchema = z.object({
  name: nameField(NAME_MAX),
  slug: z
    .string()
    .trim()
    // an empty slug is only 'obligatorio', not also 'inválido'
    .min(1, { message: 'El slug es obligatorio', abort: true })
    .max(SLUG_MAX, { message: tooLongMessage('El slug', SLUG_MAX), abort: true })
    .regex(SLUG_PATTERN, SLUG_INVALID),
  description: descriptionField(DESCRIPTION_MAX),
  icon: z
    .string()
    .trim()
    .max(ICON_MAX, tooLongMessage('El ícono', ICON_MAX))
    .superRefine((icon, ctx) => {
      const kind = iconKind(icon);
      if (kind === 'insecure-url') {
        ctx.addIssue({ code: 'custom', message: 'La URL de la imagen debe empezar por https://' });
      } else if (kind === 'invalid') {
        ctx.addIssue({ code: 'custom', message: 'Usa un emoji o la URL https de una imagen' });
      }
    }),
  is_active: z.boolean(),
});

export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

/** The row written by an insert or update: empty description and icon are stored as null. */
export function toCategoryWrite(
  values: CategoryFormValues,
): Pick<TablesInsert<'categories'>, 'name' | 'slug' | 'description' | 'image_url' | 'is_active'> {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description || null,
    image_url: values.icon || null,
    is_active: values.is_active,
  };
}
