import type { DehydratedState } from '@tanstack/react-query';
import type { RuntimeConfig } from '../config/runtime-config';
import { escapeHtml, scriptJson as escapedJson } from './seo/escape';

/** Where the browser finds what the server inlined (read by the shell's entry and bootstrap). */
export const STATE_ELEMENT_ID = 'bonis-ssr-state';
export const CONFIG_ELEMENT_ID = 'bonis-runtime-config';

export interface DocumentParts {
  /** <title>, meta, canonical, Open Graph, JSON-LD */
  head: string;
  /** styled-components' <style> tags */
  styles: string;
  /** the rendered App */
  markup: string;
  state: DehydratedState;
  config: RuntimeConfig;
  /** scripts the page hydrates with, beyond the shell's own (its remote's entry and App) */
  preloads: string[];
  /**
   * the shell's own on-demand chunks the page's markup needs at once (a carousel's Embla):
   * preloaded and run with the start-up scripts
   */
  lazyScripts?: string[];
}

/**
 * React's server renderer writes a preload for the markup's eager images (every `<img>` not
 * loading lazily: with `imageSrcSet`/`imageSizes` when it has a srcset, `fetchPriority` as the
 * img says) at the very start of the markup. Those are lifted into <head>, before the inline
 * styles: the page's main image (the hero banner, a product's photo, a listing's first cards) is
 * asked for first, exactly the candidate its `<img>` will use, and only that one.
 */
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/** The markup's leading image preloads, and the markup without them. */
export function liftImagePreloads(markup: string): { preloads: string; markup: string } {
  const leading = LEADING_LINKS.exec(markup)?.[0] ?? '';
  const preloads = leading.match(IMAGE_PRELOAD)?.join('') ?? '';
  if (!preloads) return { preloads: '', markup };
  return {
    preloads,
    markup: leading.replace(IMAGE_PRELOAD, '') + markup.slice(leading.length),
  };
}

/**
 * JSON inside <script type="application/json">: nothing in the data can close the element or
 * break the line (the SEO module's escaping).
 */
export const scriptJson = (value: unknown): string => escapedJson(value) ?? 'null';

/**
 * The theme is on <html> before the first paint (the ThemeProvider sets it again once it runs):
 * without this a dark-mode shopper would see the server's light page flash.
 */
const THEME_SCRIPT = `<script>(function(){try{var p=localStorage.getItem('bonis-theme');var d=p==='dark'||((!p||p==='system')&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.dataset.theme=d?'dark':'light'}catch(e){}})()</script>`;

/**
 * `<html data-session="maybe">` before the first paint when the browser holds a stored
 * supabase-js session (`sb-<project>-auth-token`): the server page is the signed-out one, and a
 * page that shows signed-out visitors an invitation (mfe-loyalty's) hides it under this mark
 * until the session is read, so a signed-in shopper never sees it flash. The same check runs in
 * the browser's early start (`markStoredSession`) for pages the browser renders itself.
 */
const SESSION_HINT_SCRIPT = `<script>(function(){try{for(var i=0;i<localStorage.length;i++){if(/^sb-.+-auth-token$/.test(localStorage.key(i)||'')){document.documentElement.dataset.session='maybe';break}}}catch(e){}})()</script>`;

/**
 * The server-rendered page from the browser build's index.html: the same scripts and start-up
 * preloads, with the page's head tags, styles, markup, dehydrated queries and runtime config
 * (so the browser reads neither /runtime-config.json nor the page's data again).
 */
export function documentHtml(template: string, parts: DocumentParts): string {
  const lazy = parts.lazyScripts ?? [];
  const hints =
    [...parts.preloads, ...lazy]
      .map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`)
      .join('') +
    // A deferred chunk registers itself before the entry's runtime runs; the import() that asks
    // for it later finds it installed.
    lazy.map((href) => `<script defer src="${escapeHtml(href)}"></script>`).join('');
  const supabaseOrigin = new URL(parts.config.supabase.url).origin;
  // The main image is asked for before anything else; the scripts (the page is readable
  // without them) after the content, beside the shell's own start-up preloads.
  // React's image preloads, at the width each <img> asks for
  const { preloads: image, markup } = liftImagePreloads(parts.markup);
  const head = [
    THEME_SCRIPT,
    SESSION_HINT_SCRIPT,
    parts.head,
    `<link rel="preconnect" href="${escapeHtml(supabaseOrigin)}" crossorigin="anonymous" />`,
    image,
    parts.styles,
  ].join('');
  const data =
    `<script id="${STATE_ELEMENT_ID}" type="application/json">${scriptJson(parts.state)}</script>` +
    `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(parts.config)}</script>`;
  return (
    template
      .replace(/<title>[\s\S]*?<\/title>/, '')
      // the config is inline: no request for it
      .replace(/<link rel="preload" href="\/runtime-config\.json"[^>]*>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${markup}</div>${data}`)
      .replace('</body>', () => `${hints}</body>`)
  );
}
