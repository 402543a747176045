/**
 * The CSS rules styled-components wrote into the document, for tests that state a layout rule
 * (happy-dom keeps the text of the style tags but drops declarations it can't parse, such as
 * `display: -webkit-box` or `clamp()`, so its CSSOM and computed styles can't be asked).
 */
export interface CssRule {
  /** the rule's `@media` condition ('' for none): '(min-width: 768px)' */
  media: string;
  selector: string;
  /** the declarations, as written: 'display:-webkit-box;-webkit-line-clamp:2;' */
  body: string;
}

function parse(text: string, media: string, rules: CssRule[]) {
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) break;
    const prelude = text.slice(index, open).trim();
    let depth = 1;
    let end = open + 1;
    while (end < text.length && depth > 0) {
      if (text[end] === '{') depth += 1;
      else if (text[end] === '}') depth -= 1;
      end += 1;
    }
    const inner = text.slice(open + 1, end - 1);
    if (prelude.startsWith('@media')) parse(inner, prelude.slice('@media'.length).trim(), rules);
    else if (!prelude.startsWith('@')) rules.push({ media, selector: prelude, body: inner });
    index = end;
  }
}

/**
 * Every rule of `css` (by default the document's style tags), in order. A global style
 * (createGlobalStyle) is only written into the document by styled-components' browser build;
 * test it with the CSS of a server render (`ServerStyleSheet#getStyleTags()`).
 */
export function cssRules(
  css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n'),
): CssRule[] {
  const rules: CssRule[] = [];
  parse(css.replace(/<\/?style[^>]*>/g, '').replace(/\/\*[\s\S]*?\*\//g, ''), '', rules);
  return rules;
}

/**
 * The rules whose selector names one of `element`'s classes (styled-components gives each
 * component one generated class), optionally only those under `media` ('' for none).
 */
export function cssRulesOf(element: Element, media?: string): CssRule[] {
  const classes = Array.from(element.classList);
  return cssRules().filter(
    (rule) =>
      (media === undefined || rule.media === media) &&
      classes.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(rule.selector)),
  );
}

/** The value of `property` in the last of `rules` that sets it ('' when none does). */
export function declared(rules: readonly CssRule[], property: string): string {
  let value = '';
  for (const rule of rules) {
    for (const declaration of rule.body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      if (declaration.slice(0, colon).trim() === property)
        value = declaration.slice(colon + 1).trim();
    }
  }
  return value;
}
