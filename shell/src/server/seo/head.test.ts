import { describe, expect, it } from 'vitest';
import {
  absoluteImageUrl,
  DEFAULT_DESCRIPTION,
  MAX_DESCRIPTION_LENGTH,
  renderHeadTags,
  type HeadTagsInput,
  type PageHead,
} from './head';
import { canonicalUrl } from './urls';

const ORIGIN = 'https://bonis.co';

const render = (input: Partial<HeadTagsInput> = {}) =>
  renderHeadTags({
    head: undefined,
    fallbackTitle: 'Perros',
    origin: ORIGIN,
    pathname: '/dogs',
    search: '',
    ...input,
  });

/** The `content` of `<meta property|name="key">`, character references decoded. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) =>
  decode(/<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1] ?? '');
const jsonLdOf = (html: string) =>
  /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];

const product: PageHead = {
  title: 'Pro Plan Adulto Raza Mediana 15 kg',
  description: 'Alimento seco para perros adultos de raza mediana.',
  image: 'https://cdn.bonis.co/products/pro-plan.jpg',
  type: 'product',
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Pro Plan Adulto Raza Mediana 15 kg',
    offers: {
      '@type': 'Offer',
      price: 289900,
      priceCurrency: 'COP',
      availability: 'https://schema.org/InStock',
    },
  },
};

describe('renderHeadTags', () => {
  it('writes the title, description, canonical URL, Open Graph and Twitter tags of a product', () => {
    const html = render({ head: product, pathname: '/product/7', fallbackTitle: 'Producto' });

    expect(titleOf(html)).toBe('Pro Plan Adulto Raza Mediana 15 kg | Boñis');
    expect(metaContent(html, 'description')).toBe(
      'Alimento seco para perros adultos de raza mediana.',
    );
    expect(canonicalOf(html)).toBe('https://bonis.co/product/7');
    expect(metaContent(html, 'og:title')).toBe('Pro Plan Adulto Raza Mediana 15 kg');
    expect(metaContent(html, 'og:description')).toBe(
      'Alimento seco para perros adultos de raza mediana.',
    );
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe('https://bonis.co/product/7');
    expect(metaContent(html, 'og:image')).toBe('https://cdn.bonis.co/products/pro-plan.jpg');
    expect(metaContent(html, 'og:site_name')).toBe('Boñis');
    expect(metaContent(html, 'og:locale')).toBe('es_CO');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('falls back to the route title, the store description, type website and a summary card', () => {
    const html = render({ head: undefined, fallbackTitle: 'Perros' });

    expect(titleOf(html)).toBe('Perros | Boñis');
    expect(metaContent(html, 'description')).toBe(DEFAULT_DESCRIPTION);
    expect(metaContent(html, 'og:description')).toBe(DEFAULT_DESCRIPTION);
    expect(metaContent(html, 'og:title')).toBe('Perros');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('og:image');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('uses the fallback title for a blank one and the default description for a blank one', () => {
    const html = render({ head: { title: '   ', description: ' \n ' }, fallbackTitle: 'Ofertas' });
    expect(titleOf(html)).toBe('Ofertas | Boñis');
    expect(metaContent(html, 'description')).toBe(DEFAULT_DESCRIPTION);
  });

  it('puts a title and description on one line', () => {
    const html = render({ head: { title: 'Collar\n  ajustable', description: 'Nylon\t\nrojo.' } });
    expect(titleOf(html)).toBe('Collar ajustable | Boñis');
    expect(metaContent(html, 'description')).toBe('Nylon rojo.');
  });

  it('cuts a long description at a word, ending it with an ellipsis', () => {
    const description = `${'Croquetas con pollo y arroz para perros adultos. '.repeat(8)}🐶`;
    const written = metaContent(render({ head: { description } }), 'description') ?? '';
    expect(Array.from(written).length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(written.endsWith('…')).toBe(true);
    expect(description.startsWith(written.slice(0, -1))).toBe(true);
    expect(written).not.toMatch(/\s…$/);
  });

  it('takes the site name from the input', () => {
    const html = render({ siteName: 'Boñis Pruebas' });
    expect(titleOf(html)).toBe('Perros | Boñis Pruebas');
    expect(metaContent(html, 'og:site_name')).toBe('Boñis Pruebas');
  });

  it('writes the tags in order, one per line', () => {
    const html = render({ head: product, pathname: '/product/7' });
    const names = html
      .split('\n')
      .map((line) => /^<(title|link rel="canonical"|meta \w+="[^"]+"|script)/.exec(line)?.[1]);
    expect(names).toEqual([
      'title',
      'meta name="description"',
      'link rel="canonical"',
      'meta property="og:title"',
      'meta property="og:description"',
      'meta property="og:type"',
      'meta property="og:url"',
      'meta property="og:image"',
      'meta property="og:site_name"',
      'meta property="og:locale"',
      'meta name="twitter:card"',
      'script',
    ]);
  });

  describe('escaping', () => {
    const SCRIPT_NAME = '</script><script>alert(1)</script>';
    const QUOTES_NAME = `"quotes" & <tags> 'single'`;

    it('escapes a product name that would close the title and open a script', () => {
      const html = render({
        head: { ...product, title: SCRIPT_NAME, description: SCRIPT_NAME },
      });
      // the only markup is the tags we write: no injected element, no raw `<` from the data
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(html).toContain(
        '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Boñis</title>',
      );
      expect(titleOf(html)).toBe(`${SCRIPT_NAME} | Boñis`);
      expect(metaContent(html, 'og:title')).toBe(SCRIPT_NAME);
      expect(metaContent(html, 'description')).toBe(SCRIPT_NAME);
    });

    it('escapes quotes, ampersands and angle brackets in text and attributes', () => {
      const html = render({ head: { title: QUOTES_NAME, description: QUOTES_NAME } });
      expect(html).toContain(
        '<title>&quot;quotes&quot; &amp; &lt;tags&gt; &#39;single&#39; | Boñis</title>',
      );
      expect(html).toContain(
        '<meta property="og:title" content="&quot;quotes&quot; &amp; &lt;tags&gt; &#39;single&#39;" />',
      );
      expect(metaContent(html, 'description')).toBe(QUOTES_NAME);
      // no attribute is ended early: every `"` in the output delimits an attribute value
      for (const line of html.split('\n')) {
        expect(line.replace(/="[^"]*"/g, '')).not.toContain('"');
      }
    });

    it('escapes JSON-LD so nothing in it can close the script, keeping the same JSON value', () => {
      const jsonLd = {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: SCRIPT_NAME,
        description: `${QUOTES_NAME} <!-- comment --> line\u2028separator\u2029paragraph`,
      };
      const html = render({ head: { ...product, jsonLd } });
      const script = jsonLdOf(html);
      expect(script).toBeDefined();
      expect(script).not.toMatch(/[<>&\u2028\u2029]/);
      expect(script).toContain('\\u003c/script\\u003e');
      expect(script).toContain('\\u2028');
      expect(script).toContain('\\u2029');
      expect(JSON.parse(script ?? '')).toEqual(jsonLd);
    });

    it('escapes the canonical URL and the image URL in their attributes', () => {
      const html = render({
        pathname: '/search',
        search: `?q=${encodeURIComponent('"><script>')}`,
        head: { image: 'https://cdn.bonis.co/a.jpg?w=1&h=2' },
      });
      expect(html).toContain('href="https://bonis.co/search?q=%22%3E%3Cscript%3E"');
      expect(html).toContain('content="https://cdn.bonis.co/a.jpg?w=1&amp;h=2"');
    });
  });

  describe('JSON-LD', () => {
    it('is written when the page gives it', () => {
      const html = render({ head: product, pathname: '/product/7' });
      expect(JSON.parse(jsonLdOf(html) ?? '')).toEqual(product.jsonLd);
    });

    it('is not written when the page gives none', () => {
      expect(render({ head: { ...product, jsonLd: undefined } })).not.toContain('<script');
      expect(render({ head: undefined })).not.toContain('<script');
    });

    it('is left out, not thrown, when it has no JSON form', () => {
      const cyclic: Record<string, unknown> = { '@type': 'Product' };
      cyclic.self = cyclic;
      const html = render({ head: { ...product, jsonLd: cyclic } });
      expect(html).not.toContain('<script');
      expect(titleOf(html)).toBe(`${product.title} | Boñis`);
    });
  });

  describe('the share image', () => {
    it.each([
      ['https://cdn.bonis.co/p.jpg', 'https://cdn.bonis.co/p.jpg'],
      ['http://cdn.bonis.co/p.jpg', 'http://cdn.bonis.co/p.jpg'],
      ['HTTPS://CDN.bonis.co/p.jpg', 'https://cdn.bonis.co/p.jpg'],
      ['/banners/home.png', 'https://bonis.co/banners/home.png'],
      ['  /banners/home.png ', 'https://bonis.co/banners/home.png'],
      ['/images/collar rojo.png', 'https://bonis.co/images/collar%20rojo.png'],
      ['//cdn.bonis.co/p.jpg', 'https://cdn.bonis.co/p.jpg'],
    ])('keeps %j as %j', (image, expected) => {
      expect(absoluteImageUrl(image, ORIGIN)).toBe(expected);
      expect(metaContent(render({ head: { image } }), 'og:image')).toBe(expected);
    });

    it.each([
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'vbscript:msgbox(1)',
      'ftp://cdn.bonis.co/p.jpg',
      'catalog/pro-plan.svg',
      '🐶',
      '',
      '   ',
    ])('drops %j', (image) => {
      expect(absoluteImageUrl(image, ORIGIN)).toBeUndefined();
      const html = render({ head: { image } });
      expect(html).not.toContain('og:image');
      expect(metaContent(html, 'twitter:card')).toBe('summary');
    });

    it('makes a site path absolute on an origin given with a trailing slash', () => {
      expect(absoluteImageUrl('/a.png', 'https://bonis.co/')).toBe('https://bonis.co/a.png');
    });
  });
});

describe('the canonical URL', () => {
  it('is the origin and the path, without the query, on a page that is not a listing', () => {
    expect(canonicalUrl(ORIGIN, '/product/7', '?utm_source=x&page=2&q=y')).toBe(
      'https://bonis.co/product/7',
    );
    expect(canonicalUrl(ORIGIN, '/', '?fbclid=abc')).toBe('https://bonis.co/');
    expect(canonicalUrl(ORIGIN, '/membership', '?plan=anual')).toBe('https://bonis.co/membership');
  });

  it('ignores a trailing slash on the origin and on the path', () => {
    expect(canonicalUrl('https://bonis.co/', '/dogs/', '')).toBe('https://bonis.co/dogs');
    expect(canonicalUrl('https://bonis.co/', '/', '')).toBe('https://bonis.co/');
    expect(canonicalUrl(ORIGIN, '', '')).toBe('https://bonis.co/');
  });

  it('keeps the page of a listing, from page 2, and drops tracking and sort parameters', () => {
    expect(
      canonicalUrl(
        ORIGIN,
        '/dogs',
        '?utm_source=ig&utm_medium=social&gclid=1&sort=price-asc&page=3',
      ),
    ).toBe('https://bonis.co/dogs?page=3');
    expect(canonicalUrl(ORIGIN, '/offers', '?page=1')).toBe('https://bonis.co/offers');
    expect(canonicalUrl(ORIGIN, '/offers', '?page=abc')).toBe('https://bonis.co/offers');
    expect(canonicalUrl(ORIGIN, '/offers', '?page=2.5')).toBe('https://bonis.co/offers');
    expect(canonicalUrl(ORIGIN, '/offers', '?page=-2')).toBe('https://bonis.co/offers');
    expect(canonicalUrl(ORIGIN, '/offers', '?page=02')).toBe('https://bonis.co/offers?page=2');
  });

  it('keeps the page of a category page and nothing else', () => {
    expect(canonicalUrl(ORIGIN, '/perros', '?page=2&category=gatos&utm_campaign=x')).toBe(
      'https://bonis.co/perros?page=2',
    );
  });

  it('keeps the search text of /search and /all-products, trimmed, and drops it when empty', () => {
    expect(canonicalUrl(ORIGIN, '/search', '?q=%20collar%20rojo%20&sort=name&utm_source=x')).toBe(
      'https://bonis.co/search?q=collar+rojo',
    );
    expect(canonicalUrl(ORIGIN, '/search', '?q=')).toBe('https://bonis.co/search');
    expect(canonicalUrl(ORIGIN, '/all-products', '?page=2&category=perros&q=pro%20plan')).toBe(
      'https://bonis.co/all-products?q=pro+plan&category=perros&page=2',
    );
    // /products has no search box: its `q` is not part of the page
    expect(canonicalUrl(ORIGIN, '/products', '?q=x')).toBe('https://bonis.co/products');
  });

  it('keeps the facets of /products in a fixed order, whatever order the request had', () => {
    expect(
      canonicalUrl(
        ORIGIN,
        '/products',
        '?brand=Hill%27s&page=2&subcategory=Snacks%20%26%20premios&group=perros-alimento&category=perros&fbclid=z',
      ),
    ).toBe(
      'https://bonis.co/products?category=perros&group=perros-alimento&subcategory=Snacks+%26+premios&brand=Hill%27s&page=2',
    );
  });

  it('takes the first of a repeated parameter', () => {
    expect(canonicalUrl(ORIGIN, '/search', '?q=a&q=b')).toBe('https://bonis.co/search?q=a');
  });

  it('is the primary URL for a page’s second URL', () => {
    expect(canonicalUrl(ORIGIN, '/rewards', '')).toBe('https://bonis.co/premios');
    expect(canonicalUrl(ORIGIN, '/gifts', '?enviado=g1')).toBe('https://bonis.co/regalos');
    expect(canonicalUrl(ORIGIN, '/premios', '')).toBe('https://bonis.co/premios');
  });

  it('is written as the canonical link and og:url', () => {
    const html = renderHeadTags({
      head: undefined,
      fallbackTitle: 'Perros',
      origin: ORIGIN,
      pathname: '/dogs/',
      search: '?utm_source=newsletter&page=2',
    });
    expect(canonicalOf(html)).toBe('https://bonis.co/dogs?page=2');
    expect(metaContent(html, 'og:url')).toBe('https://bonis.co/dogs?page=2');
  });
});
