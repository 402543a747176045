import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SLUG_INVALID,
  SLUG_PATTERN,
  categoryFormSchema,
  categorySlug,
  iconKind,
  toCategoryWrite,
  typedSlug,
} from './category-form';

describe('categorySlug (the spec rule)', () => {
  it('lowercases and joins the words with hyphens', () => {
    expect(categorySlug('Alimento para Perros')).toBe('alimento-para-perros');
  });

  it('strips accents, and ñ becomes n', () => {
    expect(categorySlug('Peluquería Canina')).toBe('peluqueria-canina');
    expect(categorySlug('Ñandú Feliz')).toBe('nandu-feliz');
    expect(categorySlug('PIÑATAS ÜBER')).toBe('pinatas-uber');
  });

  it('removes symbols and punctuation', () => {
    expect(categorySlug('Snacks & Premios!')).toBe('snacks-premios');
    expect(categorySlug('¿Promo 2x1? ¡Ya!')).toBe('promo-2x1-ya');
    expect(categorySlug('Gatos 🐱 felices')).toBe('gatos-felices');
  });

  it('collapses repeated spaces and hyphens and trims them at both ends', () => {
    expect(categorySlug('  Camas    y   cojines  ')).toBe('camas-y-cojines');
    expect(categorySlug('Perros -- Gatos')).toBe('perros-gatos');
    expect(categorySlug('- Aves -')).toBe('aves');
    expect(categorySlug('Juguetes\tpara\nperros')).toBe('juguetes-para-perros');
  });

  it('is empty for a name with no letters or digits', () => {
    expect(categorySlug('¡¿?! 🐶')).toBe('');
  });

  it('always satisfies the database check, at most 80 characters', () => {
    const names = [
      'Alimento para Perros',
      '  -Ñ-  ',
      'a'.repeat(79) + ' b',
      'Árbol -- ñu __ 100% ✂️ -',
      'x '.repeat(60),
    ];
    for (const name of names) {
      const slug = categorySlug(name);
      expect(slug.length).toBeLessThanOrEqual(80);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});

describe('typedSlug', () => {
  it('keeps what the admin types lowercase, without accents, with hyphens for spaces', () => {
    expect(typedSlug('Mi Slug')).toBe('mi-slug');
    expect(typedSlug('Pájaros Ñu')).toBe('pajaros-nu');
    expect(typedSlug('aves!')).toBe('aves!');
  });
});

describe('iconKind', () => {
  it('tells emojis, https images, bucket paths and nothing apart', () => {
    expect(iconKind('🐶')).toBe('emoji');
    expect(iconKind('✂️')).toBe('emoji');
    expect(iconKind('https://cdn.bonis.co/perros.png')).toBe('image');
    expect(iconKind('categories/perros.webp')).toBe('image');
    expect(iconKind('  ')).toBe('none');
    expect(iconKind(null)).toBe('none');
  });

  it('refuses other schemes, protocol-relative URLs and plain text', () => {
    expect(iconKind('http://cdn.bonis.co/perros.png')).toBe('insecure-url');
    expect(iconKind('javascript:alert(1)')).toBe('insecure-url');
    expect(iconKind('//evil.example/x.png')).toBe('invalid');
    expect(iconKind('../secreto.png')).toBe('invalid');
    expect(iconKind('Perros')).toBe('invalid');
    expect(iconKind('🐶🐱🐦')).toBe('invalid');
  });
});

describe('the category form schema', () => {
  const valid = {
    name: 'Aves',
    slug: 'aves',
    description: '',
    icon: '🐦',
    is_active: true,
  };
  const messages = (values: typeof valid) => {
    const result = categoryFormSchema.safeParse(values);
    return result.success ? {} : z.flattenError(result.error).fieldErrors;
  };

  it('requires the name and the slug', () => {
    expect(messages({ ...valid, name: '   ', slug: '' })).toEqual({
      name: ['El nombre es obligatorio'],
      slug: ['El slug es obligatorio'],
    });
  });

  it('refuses a slug outside the rule', () => {
    for (const slug of ['Aves', 'aves--canoras', '-aves', 'aves-', 'aves canoras', 'ñandú']) {
      expect(messages({ ...valid, slug }).slug).toEqual([SLUG_INVALID]);
    }
  });

  it('limits the name to 80 characters and the description to 1000', () => {
    expect(messages({ ...valid, name: 'a'.repeat(81) }).name).toEqual([
      'El nombre admite hasta 80 caracteres',
    ]);
    expect(messages({ ...valid, description: 'a'.repeat(1001) }).description).toEqual([
      'La descripción admite hasta 1000 caracteres',
    ]);
  });

  it('accepts an emoji or an https image, and refuses an http one', () => {
    expect(messages({ ...valid, icon: 'https://cdn.bonis.co/aves.png' })).toEqual({});
    expect(messages({ ...valid, icon: 'http://cdn.bonis.co/aves.png' }).icon).toEqual([
      'La URL de la imagen debe empezar por https://',
    ]);
    expect(messages({ ...valid, icon: 'Aves' }).icon).toEqual([
      'Usa un emoji o la URL https de una imagen',
    ]);
  });

  it('stores an empty description and icon as null', () => {
    const values = categoryFormSchema.parse({ ...valid, name: ' Aves ', icon: ' ' });
    expect(toCategoryWrite(values)).toEqual({
      name: 'Aves',
      slug: 'aves',
      description: null,
      image_url: null,
      is_active: true,
    });
  });
});
