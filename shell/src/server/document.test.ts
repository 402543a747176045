import { describe, expect, it, vi } from 'vitest';
import { CONFIG_ELEMENT_ID, documentHtml, scriptJson, STATE_ELEMENT_ID } from './document';
import { lazyScriptsOf } from './renderer';

const TEMPLATE = `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><title>Boñis · Tienda</title><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin></head><body><noscript>Necesitas activar JavaScript para usar Boñis.</noscript>
    <div id="root"></div>
<script defer src="/main.12345678.js"></script><link rel="preload" href="/340.819a2f82.js" as="script" fetchpriority="low"><link rel="preload" href="/275.1044e0f9.js" as="script" fetchpriority="low"></body></html>`;

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

/**
 * What a page's start script asks for once it starts (the shopper's first key starts it at
 * once): `preload <href> [low]` and `script <src>`, in order.
 */
function startedFiles(html: string): string[] {
  const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body ?? '')
    .find((body) => body.includes('startWhenPainted'));
  if (!code) throw new Error('the page has no start script');
  const requested: string[] = [];
  const head = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const link of nodes as HTMLLinkElement[]) {
      const low = link.getAttribute('fetchpriority') === 'low' ? ' low' : '';
      requested.push(`preload ${link.getAttribute('href')}${low}`);
    }
  });
  const body = vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
    for (const script of nodes as HTMLScriptElement[]) {
      requested.push(`script ${script.getAttribute('src')}`);
    }
  });
  try {
    new Function(code)();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  } finally {
    head.mockRestore();
    body.mockRestore();
  }
  return requested;
}

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

  it('drops the runtime-config preload and the noscript notice', () => {
    expect(html).not.toContain('href="/runtime-config.json"');
    expect(html).not.toContain('<noscript>');
  });

  it('asks for no script before the page has painted: its start script asks for them all', () => {
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
    expect(startedFiles(html)).toEqual([
      'preload /340.819a2f82.js low',
      'preload /275.1044e0f9.js low',
      'preload http://localhost:3001/remoteEntry.js',
      'script /main.12345678.js',
    ]);
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
    // the remote's scripts once the page has painted
    expect(head).not.toContain('remoteEntry.js');
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

  it('runs the lazy chunks the markup needs before the entry chunk, with the start-up files', () => {
    const withCarousel = documentHtml(TEMPLATE, {
      ...parts,
      lazyScripts: ['/50.6152b9d5.js', '/116.fb919eff.js'],
    });
    const files = startedFiles(withCarousel);
    expect(files.filter((file) => file.startsWith('script'))).toEqual([
      'script /50.6152b9d5.js',
      'script /116.fb919eff.js',
      'script /main.12345678.js',
    ]);
    expect(files).toContain('preload /50.6152b9d5.js');
    expect(files).toContain('preload /116.fb919eff.js');
    expect(startedFiles(html).join()).not.toContain('50.6152b9d5');
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
