// @ts-check
/**
 * Small, friendly SVG illustrations for the demo catalogue: a coloured card with a simple
 * vector shape (a food bag, a can, a ball, ...) and the brand and name as text. No emoji, no
 * external fonts or images, each file well under 4 KB.
 */

/** @typedef {'bag' | 'can' | 'bone' | 'ball' | 'bottle' | 'pill' | 'collar' | 'leash' | 'bed'
 *   | 'bowl' | 'carrier' | 'brush' | 'scissors' | 'cross' | 'bubbles' | 'tag' | 'gift' | 'shirt'
 *   | 'mouse' | 'feather' | 'tower' | 'box' | 'drop' | 'syringe' | 'paw'} Shape */

/** @typedef {{ background: string, accent: string, light: string, ink: string }} Palette */

const FONT = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** @param {string} text */
export function escapeXml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A paw print centred on (x, y), `s` its scale. @param {number} x @param {number} y @param {number} s @param {string} fill */
const paw = (x, y, s, fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="8" rx="11" ry="9"/><circle cx="-11" cy="-6" r="4.5"/><circle cx="-4" cy="-12" r="4.5"/><circle cx="4" cy="-12" r="4.5"/><circle cx="11" cy="-6" r="4.5"/></g>`;

/**
 * The shape, drawn around (0, 0) within about ±85 units.
 * @param {Shape} shape
 * @param {Palette} p
 */
function drawShape(shape, p) {
  const { accent: a, light: l, ink: k } = p;
  switch (shape) {
    case 'bag':
      return `<path d="M-58-72h116l10 144h-136z" fill="${a}"/><path d="M-58-72h116l-6 18h-104z" fill="${k}" opacity=".25"/><rect x="-40" y="-30" width="80" height="70" rx="10" fill="${l}"/>${paw(0, 6, 1.5, a)}`;
    case 'can':
      return `<rect x="-52" y="-62" width="104" height="124" fill="${a}"/><ellipse cx="0" cy="-62" rx="52" ry="14" fill="${l}"/><ellipse cx="0" cy="62" rx="52" ry="14" fill="${a}"/><rect x="-52" y="-20" width="104" height="44" fill="${l}"/>${paw(0, 2, 1.1, a)}`;
    case 'bone':
      return `<g fill="${l}" stroke="${a}" stroke-width="6"><circle cx="-62" cy="-18" r="22"/><circle cx="-62" cy="18" r="22"/><circle cx="62" cy="-18" r="22"/><circle cx="62" cy="18" r="22"/></g><rect x="-66" y="-20" width="132" height="40" fill="${l}"/><path d="M-60-20H60M-60 20H60" stroke="${a}" stroke-width="6"/>`;
    case 'ball':
      return `<circle r="70" fill="${a}"/><path d="M-62-32c40 18 84 18 124 0M-62 32c40-18 84-18 124 0" fill="none" stroke="${l}" stroke-width="9" stroke-linecap="round"/>`;
    case 'bottle':
      return `<rect x="-16" y="-84" width="32" height="22" rx="4" fill="${k}" opacity=".7"/><path d="M-22-62h44v14l18 16v104h-80v-104l18-16z" fill="${a}"/><rect x="-30" y="-10" width="60" height="56" rx="8" fill="${l}"/><path d="M0 4v28M-14 18h28" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`;
    case 'pill':
      return `<rect x="-78" y="-50" width="156" height="100" rx="18" fill="${l}" stroke="${a}" stroke-width="6"/><g fill="${a}"><rect x="-56" y="-30" width="40" height="22" rx="11"/><rect x="16" y="-30" width="40" height="22" rx="11"/><rect x="-56" y="10" width="40" height="22" rx="11"/><rect x="16" y="10" width="40" height="22" rx="11"/></g>`;
    case 'collar':
      return `<circle cy="-10" r="58" fill="none" stroke="${a}" stroke-width="18"/><circle cy="-10" r="58" fill="none" stroke="${l}" stroke-width="4" stroke-dasharray="10 12"/><circle cy="64" r="20" fill="${l}" stroke="${a}" stroke-width="5"/>${paw(0, 66, 0.7, a)}`;
    case 'leash':
      return `<path d="M-60-60c60 0 80 40 40 80s20 60 60 40" fill="none" stroke="${a}" stroke-width="12" stroke-linecap="round"/><rect x="-86" y="-80" width="44" height="34" rx="12" fill="${l}" stroke="${a}" stroke-width="6"/><circle cx="44" cy="60" r="14" fill="none" stroke="${k}" stroke-width="6" opacity=".6"/>`;
    case 'bed':
      return `<ellipse cy="22" rx="90" ry="46" fill="${a}"/><ellipse cy="12" rx="66" ry="28" fill="${l}"/><path d="M-84 10c10-40 158-40 168 0" fill="none" stroke="${k}" stroke-width="4" opacity=".25"/>`;
    case 'bowl':
      return `<path d="M-84-8h168c-6 52-40 74-84 74s-78-22-84-74z" fill="${a}"/><ellipse cy="-8" rx="84" ry="16" fill="${l}"/><g fill="${k}" opacity=".45"><circle cx="-24" cy="-12" r="8"/><circle cx="0" cy="-14" r="8"/><circle cx="24" cy="-12" r="8"/></g>`;
    case 'carrier':
      return `<rect x="-80" y="-50" width="160" height="110" rx="20" fill="${a}"/><rect x="-50" y="-26" width="70" height="66" rx="8" fill="${l}"/><path d="M-38-26v66M-26-26v66M-14-26v66M-2-26v66M8-26v66" stroke="${a}" stroke-width="4"/><path d="M-30-50c0-30 60-30 60 0" fill="none" stroke="${k}" stroke-width="8" opacity=".6"/><circle cx="52" cy="4" r="10" fill="${l}"/>`;
    case 'brush':
      return `<rect x="-14" y="-6" width="28" height="96" rx="12" fill="${a}" transform="rotate(-30)"/><rect x="-70" y="-78" width="110" height="56" rx="14" fill="${l}" stroke="${a}" stroke-width="6" transform="rotate(-30)"/><path d="M-58-22v14M-40-22v14M-22-22v14M-4-22v14M14-22v14M32-22v14" stroke="${k}" stroke-width="5" opacity=".5" transform="rotate(-30)"/>`;
    case 'scissors':
      return `<g fill="none" stroke="${a}" stroke-width="10"><circle cx="-34" cy="50" r="22"/><circle cx="34" cy="50" r="22"/></g><path d="M-20 32L40-76M20 32L-40-76" stroke="${k}" stroke-width="10" stroke-linecap="round" opacity=".65"/><circle cy="-2" r="6" fill="${l}"/>`;
    case 'cross':
      return `<circle r="74" fill="${l}"/><path d="M-18-52h36v34h34v36h-34v34h-36v-34h-34v-36h34z" fill="${a}"/>`;
    case 'bubbles':
      return `<circle cx="-30" cy="20" r="46" fill="${l}" stroke="${a}" stroke-width="6"/><circle cx="40" cy="-22" r="32" fill="${l}" stroke="${a}" stroke-width="6"/><circle cx="48" cy="48" r="18" fill="${l}" stroke="${a}" stroke-width="5"/><circle cx="-44" cy="-56" r="14" fill="${l}" stroke="${a}" stroke-width="4"/>${paw(-30, 22, 1.1, a)}`;
    case 'tag':
      return `<path d="M-20-76h70l30 30v70l-90 90-100-100z" fill="${a}" transform="translate(10 -10)"/><circle cx="52" cy="-50" r="10" fill="${l}"/><text x="-6" y="22" font-family="${FONT}" font-size="52" font-weight="800" fill="${l}" text-anchor="middle">%</text>`;
    case 'gift':
      return `<rect x="-70" y="-30" width="140" height="100" rx="8" fill="${a}"/><rect x="-78" y="-54" width="156" height="30" rx="6" fill="${a}"/><rect x="-12" y="-54" width="24" height="124" fill="${l}"/><path d="M0-54c-30-40-60-20-36 0M0-54c30-40 60-20 36 0" fill="none" stroke="${l}" stroke-width="9"/>`;
    case 'shirt':
      return `<path d="M-34-70l-50 30 20 36 18-10v90h92v-90l18 10 20-36-50-30c-6 16-18 24-34 24s-28-8-34-24z" fill="${a}"/><path d="M-46 10h92M-46 34h92" stroke="${l}" stroke-width="8"/>`;
    case 'mouse':
      return `<ellipse cx="-6" cy="10" rx="70" ry="46" fill="${a}"/><circle cx="-44" cy="-30" r="20" fill="${a}"/><circle cx="-44" cy="-30" r="10" fill="${l}"/><circle cx="-52" cy="4" r="6" fill="${k}"/><path d="M62 20c30 0 30-40 10-50" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`;
    case 'feather':
      return `<path d="M-70 80L40-40" stroke="${k}" stroke-width="6" opacity=".6"/><path d="M40-40c30-50 50-46 46-20s-40 50-70 44c0-8 10-18 24-24" fill="${a}"/><path d="M20-20c-10-30 0-60 30-70 10 20 0 50-30 70z" fill="${l}" stroke="${a}" stroke-width="4"/><circle cx="-70" cy="80" r="10" fill="${a}"/>`;
    case 'tower':
      return `<rect x="-70" y="60" width="140" height="20" rx="6" fill="${a}"/><rect x="-12" y="-50" width="24" height="112" fill="${l}" stroke="${a}" stroke-width="4"/><rect x="-60" y="0" width="120" height="16" rx="6" fill="${a}"/><rect x="-40" y="-70" width="80" height="22" rx="8" fill="${a}"/><path d="M-12-36h24M-12-20h24M-12 26h24M-12 42h24" stroke="${a}" stroke-width="3"/>`;
    case 'box':
      return `<path d="M0-70l78 34v84L0 82l-78-34v-84z" fill="${a}"/><path d="M0-70l78 34L0-2l-78-34z" fill="${l}"/><path d="M0-2v84" stroke="${k}" stroke-width="4" opacity=".3"/>`;
    case 'drop':
      return `<path d="M0-80c30 44 56 72 56 104a56 56 0 0 1-112 0c0-32 26-60 56-104z" fill="${a}"/><path d="M-30 30a30 30 0 0 0 24 30" fill="none" stroke="${l}" stroke-width="8" stroke-linecap="round"/>`;
    case 'syringe':
      return `<g transform="rotate(-40)"><rect x="-20" y="-60" width="40" height="100" rx="6" fill="${l}" stroke="${a}" stroke-width="6"/><rect x="-14" y="-10" width="28" height="44" fill="${a}"/><path d="M0 40v44M-26-60h52M0-60v-26M-16-86h32" stroke="${k}" stroke-width="6" stroke-linecap="round" opacity=".7"/></g>`;
    case 'paw':
    default:
      return paw(0, 4, 4.4, a);
  }
}

/**
 * Splits a name into at most `maxLines` lines of about `width` characters.
 * @param {string} text @param {number} width @param {number} maxLines
 */
export function wrap(text, width, maxLines) {
  /** @type {string[]} */
  const lines = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}

/**
 * A product card: 400 × 400, shape in the upper part, brand and name below.
 * @param {{ name: string, brand: string, shape: Shape, palette: Palette }} product
 */
export function productSvg({ name, brand, shape, palette }) {
  const lines = wrap(name, 24, 3);
  const firstY = 300 - (lines.length - 1) * 12;
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${firstY + i * 26}" font-size="21" font-weight="600" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(`${brand} · ${name}`)}">`,
    `<rect width="400" height="400" rx="24" fill="${palette.background}"/>`,
    `<circle cx="200" cy="140" r="108" fill="#fff" opacity=".35"/>`,
    `<g transform="translate(200 140)">${drawShape(shape, palette)}</g>`,
    `<g font-family="${FONT}" fill="${palette.ink}">`,
    `<text x="200" y="${firstY - 34}" font-size="17" font-weight="800" letter-spacing="2" text-anchor="middle" opacity=".75">${escapeXml(brand.toUpperCase())}</text>`,
    text,
    `</g></svg>`,
    '',
  ].join('\n');
}

/**
 * A home banner, 1920 × 700 (the size the admin screen recommends): an illustration without
 * words. The storefront writes the banner's title, text and button over it (on a phone, under
 * it), so words drawn into the image would show twice or be cut by the crop.
 * @param {{ palette: Palette, shapes: Shape[] }} banner
 */
export function bannerSvg({ palette, shapes }) {
  const art = shapes
    .map((shape, i) => {
      const x = 1330 + i * 220;
      const y = i % 2 === 0 ? 300 : 420;
      return `<g transform="translate(${x} ${y}) scale(1.5)">${drawShape(shape, palette)}</g>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 700" width="1920" height="700" aria-hidden="true">`,
    `<rect width="1920" height="700" fill="${palette.background}"/>`,
    `<circle cx="1500" cy="350" r="420" fill="#fff" opacity=".25"/>`,
    `<circle cx="120" cy="640" r="180" fill="#fff" opacity=".18"/>`,
    paw(300, 140, 2.2, palette.light),
    paw(980, 600, 1.6, palette.light),
    art,
    `</svg>`,
    '',
  ].join('\n');
}
