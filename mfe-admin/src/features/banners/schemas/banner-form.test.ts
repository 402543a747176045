import { describe, expect, it } from 'vitest';
import {
  CTA_LINK_INSECURE,
  CTA_LINK_INVALID,
  CTA_LINK_MISSING,
  IMAGE_REQUIRED,
  bannerFormSchema,
  ctaLinkKind,
  toBannerWrite,
  type BannerFormInput,
} from './banner-form';

const valid: BannerFormInput = {
  image: 'banners/a.png',
  title: ' Mes de los gatos ',
  description: '',
  cta_text: '',
  cta_link: '',
  is_active: true,
};

const messages = (input: Partial<BannerFormInput>) => {
  const result = bannerFormSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the CTA link rule', () => {
  it.each([
    ['', 'none'],
    ['   ', 'none'],
    ['/dogs', 'path'],
    ['/all-products?sort=price', 'path'],
    ['/', 'path'],
    ['https://bonis.co/ofertas', 'https'],
    ['HTTPS://bonis.co', 'https'],
  ])('accepts %j as %s', (link, kind) => {
    expect(ctaLinkKind(link)).toBe(kind);
    expect(messages({ cta_link: link, cta_text: link.trim() ? 'Ver' : '' })).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    '/\\evil.example',
    'ftp://bonis.co/file',
    'perros',
    'bonis.co/ofertas',
    '/dogs con espacios',
    '/dogs\\gatos',
    'https://bonis.co\\evil',
    'https://',
    'https:///path',
    'https:evil.example',
  ])('refuses %j with a clear message', (link) => {
    expect(ctaLinkKind(link)).toBe('invalid');
    expect(messages({ cta_link: link, cta_text: 'Ver' })).toEqual([CTA_LINK_INVALID]);
  });

  it('asks for https:// instead of http://', () => {
    expect(ctaLinkKind('http://bonis.co')).toBe('insecure-url');
    expect(messages({ cta_link: 'http://bonis.co', cta_text: 'Ver' })).toEqual([CTA_LINK_INSECURE]);
  });

  it('asks for a link when the button has a text', () => {
    expect(messages({ cta_text: 'Comprar' })).toEqual([CTA_LINK_MISSING]);
  });
});

describe('the banner form', () => {
  it("requires an image: 'Debes subir una imagen para el banner'", () => {
    expect(messages({ image: '' })).toEqual([IMAGE_REQUIRED.message]);
  });

  it('writes trimmed texts, and an empty button text and link as null', () => {
    const values = bannerFormSchema.parse({ ...valid, cta_text: '  ', cta_link: ' ' });
    expect(toBannerWrite(values)).toEqual({
      title: 'Mes de los gatos',
      description: '',
      image_url: 'banners/a.png',
      cta_text: null,
      cta_link: null,
      is_active: true,
    });
  });

  it('keeps the database limits of each text', () => {
    expect(messages({ title: 'x'.repeat(201) })).toEqual(['El título admite hasta 200 caracteres']);
    expect(messages({ cta_text: 'x'.repeat(61), cta_link: '/dogs' })).toEqual([
      'El texto del botón admite hasta 60 caracteres',
    ]);
  });
});
