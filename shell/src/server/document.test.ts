import { describe, expect, it } from 'vitest';
import { CONFIG_ELEMENT_ID, documentHtml, scriptJson, STATE_ELEMENT_ID } from './document';
import { lazyScriptsOf } from './renderer';

const TEMPLATE = `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><title>Boñis · Tienda</title><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin></head><body><noscript>Necesitas activar JavaScript para usar Boñis.</noscript>
    <div id="root"></div>
<script defer src="/main.12345678.js"></script></body></html>`;

const config = {
  supabase: { url: 'http://127.0.0.1:54321', anonKey: 'anon' },
  remotes: { catalog: 'http://localhost:3001/mf-manifest.json' },
};

const parts = {
  head: '<title>Perros | Boñis</title>',
  styles: '<style data-styled="active">.a{color:red}</style>',
  markup: '<main>Hola</main>',
  state: { mutations: [], queries: [] },
  config,
  preloads: ['http://localhost:3001/remoteEntry.js'],
};

describe('scriptJson', () => {
  it('can’t close its script element or break a line', () => {
    const json = scriptJson({
      name: '</script><script>alert(1)</script>',
      line: 'a\u2028b\u2029c',
    });
    expect(json).not.toContain('</script');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({
      name: '</script><script>alert(1)</script>',
      line: 'a\u2028b\u2029c',
    });
  });
});

describe('documentHtml', () => {
  const html = documentHtml(TEMPLATE, parts);

  it('replaces the template’s title with the page’s head tags, once', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Perros | Boñis</title>');
  });

  it('puts the markup in #root, marked as server-rendered, with its state and config after it', () => {
    expect(html).toContain('<div id="root" data-ssr=""><main>Hola</main></div>');
    const state = new RegExp(
      `<script id="${STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    );
    const inline = new RegExp(
      `<script id="${CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    );
    expect(JSON.parse(state.exec(html)?.[1] ?? 'null')).toEqual(parts.state);
    expect(JSON.parse(inline.exec(html)?.[1] ?? 'null')).toEqual(config);
  });

  it('drops the runtime-config preload and the noscript notice, keeps the scripts', () => {
    expect(html).not.toContain('href="/runtime-config.json"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script defer src="/main.12345678.js"></script>');
  });

  it('sends the styles, the main image, the Supabase preconnect and the theme in <head>', () => {
    // React writes the eager images' preloads at the start of the markup: lifted into <head>
    const preload =
      '<link rel="preload" as="image" imageSrcSet="http://127.0.0.1:54321/p.jpg?width=640 640w" imageSizes="100vw" fetchPriority="high"/>';
    const withImage = documentHtml(TEMPLATE, { ...parts, markup: `${preload}<main>Hola</main>` });
    const head = withImage.slice(0, withImage.indexOf('</head>'));
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf(parts.styles));
    expect(withImage).toContain('<div id="root" data-ssr=""><main>Hola</main></div>');
    expect(head).toContain(parts.styles);
    // the remote's scripts come after the content
    expect(head).not.toContain('remoteEntry.js');
    expect(withImage.slice(withImage.indexOf('</main>'))).toContain(
      '<link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js" />',
    );
    expect(head).toContain(
      '<link rel="preconnect" href="http://127.0.0.1:54321" crossorigin="anonymous" />',
    );
    expect(head).toContain("localStorage.getItem('bonis-theme')");
  });

  it('marks a stored session on <html> before the first paint, as the browser start does', () => {
    const html = documentHtml(TEMPLATE, parts);
    const head = html.slice(0, html.indexOf('</head>'));
    const hint = [...head.matchAll(/<script>(.*?)<\/script>/g)]
      .map(([, code]) => code ?? '')
      .find((code) => code.includes('auth-token'));
    expect(hint).toBeDefined();
    const run = new Function(hint as string) as () => void;

    delete document.documentElement.dataset.session;
    run();
    expect(document.documentElement.dataset.session).toBeUndefined();
    localStorage.setItem('sb-127-auth-token', '{}');
    run();
    expect(document.documentElement.dataset.session).toBe('maybe');
    localStorage.clear();
    delete document.documentElement.dataset.session;
  });

  it('preloads and runs the lazy chunks the markup needs, after the content, once each', () => {
    const withCarousel = documentHtml(TEMPLATE, {
      ...parts,
      lazyScripts: ['/50.6152b9d5.js', '/116.fb919eff.js'],
    });
    const tail = withCarousel.slice(withCarousel.indexOf('</main>'));
    for (const file of ['/50.6152b9d5.js', '/116.fb919eff.js']) {
      expect(tail).toContain(`<link rel="preload" as="script" href="${file}" />`);
      expect(tail.split(`<script defer src="${file}"></script>`)).toHaveLength(2);
    }
    expect(html).not.toContain('50.6152b9d5');
  });

  it('treats $ patterns in the markup as text', () => {
    const priced = documentHtml(TEMPLATE, { ...parts, markup: "<p>$ 100.000 $& $' $1</p>" });
    expect(priced).toContain("<p>$ 100.000 $& $' $1</p>");
  });
});

describe('lazyScriptsOf', () => {
  const lazy = { carousel: ['/50.a.js', '/116.b.js'], map: ['/7.c.js'] };

  it("lists the files of every feature the markup's data-lazy-chunks attributes name, once", () => {
    const markup =
      '<section data-lazy-chunks="carousel"></section><section data-lazy-chunks="carousel"></section>';
    expect(lazyScriptsOf(markup, lazy)).toEqual(['/50.a.js', '/116.b.js']);
  });

  it('ignores text that only looks like the attribute, and unknown features', () => {
    expect(
      lazyScriptsOf(
        '<p>data-lazy-chunks=&quot;carousel&quot;</p><i data-lazy-chunks="x"></i>',
        lazy,
      ),
    ).toEqual([]);
  });
});
