#!/usr/bin/env node
// @ts-check
/**
 * Photo-weight seed images. For every drawing `generate-seed.mjs` writes under
 * `supabase/seed/product-images/{catalog,rewards,banners}/<name>.svg` this writes
 * `<name>.jpg` next to it: the drawing on a studio backdrop (a lit gradient, a soft shadow) with
 * film grain, so the JPEG weighs what a catalogue photo weighs (a product 1200 × 1200, a banner
 * 1920 × 700, about 150–400 KB each at quality 85). The seed's rows point at the JPEGs; the
 * storefront then has real bytes to resize (Storage's image transformations) and
 * `bench:lighthouse` measures them.
 *
 * The JPEGs are not committed (supabase/seed/.gitignore): the local server's storage seed makes
 * the missing or outdated ones before it uploads the folder (supabase/seed/product-images.prepare.mjs,
 * see supabase/local/README.md), so a fresh clone gets them on its first start. Before seeding a
 * hosted project with the Supabase CLI (`supabase seed buckets`), run this script.
 *
 *   node supabase/scripts/seed-photos.mjs           write the missing or outdated photos
 *   node supabase/scripts/seed-photos.mjs --force   write every photo again
 *
 * Deterministic: the grain and the lighting come from a PRNG seeded by the image's path, and
 * each JPEG records (EXIF ImageDescription) the recipe version and its drawing's hash, which is
 * how an outdated photo is recognised. Bytes are equal for the same sharp/libvips build and the
 * same fonts (the drawings' text is rendered with the system's fonts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const IMAGES_DIR = path.resolve(import.meta.dirname, '..', 'seed', 'product-images');
const FOLDERS = ['catalog', 'rewards', 'banners'];
/** Bump when the picture changes, so existing photos are made again. */
const RECIPE = 'bonis-seed-photo/1';
const QUALITY = 85;
const PRODUCT_SIZE = 1200;
const BANNER = { width: 1920, height: 700 };
/** How far into a JPEG its stamp is looked for. */
const STAMP_WINDOW = 4096;
/** Grain strength: the noise spans about ±GRAIN/2 levels. */
const GRAIN = 14;
const TEXTURE_SIZE = 512;
/** Texture octaves: [cell size in pixels, amplitude in levels]. @type {[number, number][]} */
const TEXTURE_OCTAVES = [
  [2, 7],
  [4, 7],
  [8, 9],
  [16, 9],
  [32, 7],
  [64, 5],
];

/** The JPEG made from a drawing: `catalog/x.svg` → `catalog/x.jpg`. @param {string} svgPath */
export const photoPathOf = (svgPath) => svgPath.replace(/\.svg$/, '.jpg');

/** xorshift32 seeded from a string: the same path always gives the same picture. @param {string} key */
function prng(key) {
  let state = createHash('sha1').update(key).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

/** `#rrggbb` → [r, g, b]. @param {string} hex */
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The drawing's own background colour (its first rect's fill), for the backdrop. @param {string} svg */
const backgroundOf = (svg) => /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1] ?? '#E9E4DC';

/** Grain values (a triangular, roughly Gaussian noise from the sum of two uniform bytes), shared by every photo. */
const NOISE = (() => {
  const random = prng(RECIPE);
  const table = new Int8Array(1 << 16);
  for (let i = 0; i < table.length; i++) {
    const r = random();
    table[i] = Math.round((((r & 0xff) + ((r >>> 8) & 0xff) - 255) * GRAIN) / 255);
  }
  return table;
})();

/**
 * A texture with detail at every scale (value noise, octaves of 2 to 32 pixels), as a backdrop
 * cloth or a lens gives a real photo: without it a photo's grain averages away when Storage
 * shrinks it, and a 400 px WebP weighs a tenth of what a photograph's does.
 * TEXTURE_SIZE × TEXTURE_SIZE, one value per pixel, added to all three channels.
 */
const TEXTURE = (() => {
  const random = prng(`${RECIPE} texture`);
  const size = TEXTURE_SIZE;
  const texture = new Float32Array(size * size);
  for (const [cell, amplitude] of TEXTURE_OCTAVES) {
    const cells = size / cell;
    const grid = Float32Array.from(
      { length: cells * cells },
      () => (random() / 0xffffffff) * 2 - 1,
    );
    for (let y = 0; y < size; y++) {
      const gy = y / cell;
      const y0 = Math.floor(gy);
      const fy = gy - y0;
      const row0 = (y0 % cells) * cells;
      const row1 = ((y0 + 1) % cells) * cells;
      for (let x = 0; x < size; x++) {
        const gx = x / cell;
        const x0 = Math.floor(gx);
        const fx = gx - x0;
        const x1 = (x0 + 1) % cells;
        const top =
          /** @type {number} */ (grid[row0 + x0]) * (1 - fx) +
          /** @type {number} */ (grid[row0 + x1]) * fx;
        const bottom =
          /** @type {number} */ (grid[row1 + x0]) * (1 - fx) +
          /** @type {number} */ (grid[row1 + x1]) * fx;
        texture[y * size + x] =
          /** @type {number} */ (texture[y * size + x]) +
          amplitude * (top * (1 - fy) + bottom * fy);
      }
    }
  }
  return texture;
})();

/**
 * Paints the photo into `pixels` (RGB, `width` × `height`) in one pass: a backdrop lit from
 * `light` (the drawing's colour washed towards warm white where the light falls), an optional
 * contact shadow, the drawing (RGBA) laid over at `art`, the light's falloff towards the
 * corners over everything, then TEXTURE and grain (NOISE, from a place `random` picks for every
 * row). Plain loops over the bytes: several times cheaper than libvips' resize and composite
 * for this (measured).
 * @param {{ pixels: Uint8ClampedArray, width: number, height: number, base: number[],
 *   light: { x: number, y: number }, wash: number, falloff: number, random: () => number,
 *   art?: { data: Buffer, width: number, height: number, left: number, top: number },
 *   shadow?: { x: number, y: number, rx: number, ry: number } }} picture
 */
function paint({ pixels, width, height, base, light, art, shadow, wash, falloff, random }) {
  const [r0 = 0, g0 = 0, b0 = 0] = base;
  const reach = 0.9 * Math.max(width, height);
  const columns = Float32Array.from({ length: width }, (_, x) => (x - light.x * width) ** 2);
  const mask = NOISE.length - 1;
  const wrap = TEXTURE_SIZE - 1;
  const dx = random() & wrap;
  const dy = random() & wrap;
  const artData = art?.data;
  const artLeft = art?.left ?? 0;
  const artRight = art ? art.left + art.width : 0;
  for (let y = 0, i = 0; y < height; y++) {
    const dy2 = (y - light.y * height) ** 2;
    const sy = shadow ? ((y - shadow.y) / shadow.ry) ** 2 : 1;
    const artRow = art && y >= art.top && y < art.top + art.height ? (y - art.top) * art.width : -1;
    const textureRow = ((y + dy) & wrap) * TEXTURE_SIZE;
    let j = random() & mask;
    for (let x = 0; x < width; x++, i += 3) {
      const distance = Math.min(1, Math.sqrt(/** @type {number} */ (columns[x]) + dy2) / reach);
      const lit = wash * (1 - distance);
      const falling = 1 - falloff * distance * distance;
      let shade = falling;
      if (sy < 1 && shadow) {
        const inside = 1 - ((x - shadow.x) / shadow.rx) ** 2 - sy;
        if (inside > 0) shade *= 1 - 0.38 * inside * inside;
      }
      const white = 247 * lit;
      const keep = 1 - lit;
      let r = (r0 * keep + white) * shade;
      let g = (g0 * keep + white) * shade;
      let b = (b0 * keep + white) * shade;
      if (artData && artRow >= 0 && x >= artLeft && x < artRight) {
        const from = (artRow + x - artLeft) * 4;
        const alpha = /** @type {number} */ (artData[from + 3]) / 255;
        if (alpha > 0) {
          const on = alpha * falling;
          const rest = 1 - alpha;
          r = /** @type {number} */ (artData[from]) * on + r * rest;
          g = /** @type {number} */ (artData[from + 1]) * on + g * rest;
          b = /** @type {number} */ (artData[from + 2]) * on + b * rest;
        }
      }
      const t = /** @type {number} */ (TEXTURE[textureRow + ((x + dx) & wrap)]);
      pixels[i] = r + t + /** @type {number} */ (NOISE[j]);
      pixels[i + 1] = g + t + /** @type {number} */ (NOISE[(j + 1) & mask]);
      pixels[i + 2] = b + t + /** @type {number} */ (NOISE[(j + 2) & mask]);
      j = (j + 3) & mask;
    }
  }
}

/**
 * The photo of one drawing, as JPEG bytes.
 * @param {string} name path relative to the images folder (`catalog/x.svg`)
 * @param {Buffer} svg the drawing
 * @param {string} stamp recorded in the JPEG (recipe and drawing hash)
 */
export async function renderPhoto(name, svg, stamp) {
  // Loaded here, not at the top: checking that the photos are current needs no image library.
  const { default: sharp } = await import('sharp');
  const random = prng(name);
  const jpeg = { quality: QUALITY };
  const exif = { IFD0: { ImageDescription: stamp } };
  if (name.startsWith('banners/')) {
    // A banner is the drawing itself, full bleed, under the same light and grain.
    const { width, height } = BANNER;
    const drawing = await sharp(svg, { density: (72 * width) / 1920 })
      .resize(width, height)
      .ensureAlpha()
      .raw()
      .toBuffer();
    const pixels = new Uint8ClampedArray(width * height * 3);
    paint({
      pixels,
      width,
      height,
      base: [255, 255, 255],
      light: { x: 0.3 + (random() % 400) / 1000, y: 0.15 + (random() % 200) / 1000 },
      art: { data: drawing, width, height, left: 0, top: 0 },
      wash: 0,
      falloff: 0.3,
      random,
    });
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg(jpeg)
      .withExif(exif)
      .toBuffer();
  }
  const size = PRODUCT_SIZE;
  const { side, left, top } = PRODUCT_ART;
  const drawing = await sharp(svg, { density: (72 * side) / 400 })
    .resize(side, side)
    .ensureAlpha()
    .raw()
    .toBuffer();
  const pixels = new Uint8ClampedArray(backdropFor(backgroundOf(svg.toString('utf8'))));
  lay(pixels, size, { data: drawing, width: side, height: side, left, top }, random);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg(jpeg)
    .withExif(exif)
    .toBuffer();
}

/** Where a product's drawing sits on its photo. */
const PRODUCT_ART = (() => {
  const side = Math.round(PRODUCT_SIZE * 0.74);
  return {
    side,
    left: Math.round((PRODUCT_SIZE - side) / 2),
    top: Math.round(PRODUCT_SIZE * 0.08),
  };
})();

/** @type {Map<string, Uint8ClampedArray>} */
const backdrops = new Map();

/**
 * A product photo's backdrop for a drawing colour (a few colours serve every product, so each
 * is painted once per run): lit, with the contact shadow under the drawing, textured and grained.
 * @param {string} colour `#rrggbb`
 */
function backdropFor(colour) {
  let backdrop = backdrops.get(colour);
  if (!backdrop) {
    const random = prng(`${RECIPE} ${colour}`);
    const { side, left, top } = PRODUCT_ART;
    backdrop = new Uint8ClampedArray(PRODUCT_SIZE * PRODUCT_SIZE * 3);
    paint({
      pixels: backdrop,
      width: PRODUCT_SIZE,
      height: PRODUCT_SIZE,
      base: rgb(colour),
      light: { x: 0.3 + (random() % 400) / 1000, y: 0.15 + (random() % 200) / 1000 },
      shadow: {
        x: left + side / 2,
        y: top + side * 0.99,
        rx: side * 0.52,
        ry: PRODUCT_SIZE * 0.05,
      },
      wash: 0.72,
      falloff: 0.42,
      random,
    });
    backdrops.set(colour, backdrop);
  }
  return backdrop;
}

/**
 * Lays a drawing (RGBA) over a painted photo (RGB, `width` wide), with the same texture and
 * grain where it covers the backdrop.
 * @param {Uint8ClampedArray} pixels @param {number} width
 * @param {{ data: Buffer, width: number, height: number, left: number, top: number }} art
 * @param {() => number} random
 */
function lay(pixels, width, art, random) {
  const mask = NOISE.length - 1;
  const wrap = TEXTURE_SIZE - 1;
  const dx = random() & wrap;
  const dy = random() & wrap;
  const { data } = art;
  for (let y = 0; y < art.height; y++) {
    const textureRow = ((y + dy) & wrap) * TEXTURE_SIZE;
    let j = random() & mask;
    let to = ((y + art.top) * width + art.left) * 3;
    for (let x = 0, from = y * art.width * 4; x < art.width; x++, from += 4, to += 3) {
      const alpha = /** @type {number} */ (data[from + 3]) / 255;
      if (alpha === 0) continue;
      const rest = 1 - alpha;
      const t = /** @type {number} */ (TEXTURE[textureRow + ((x + dx) & wrap)]);
      j = (j + 3) & mask;
      const red = /** @type {number} */ (data[from]) + t + /** @type {number} */ (NOISE[j]);
      const green =
        /** @type {number} */ (data[from + 1]) + t + /** @type {number} */ (NOISE[(j + 1) & mask]);
      const blue =
        /** @type {number} */ (data[from + 2]) + t + /** @type {number} */ (NOISE[(j + 2) & mask]);
      pixels[to] = red * alpha + /** @type {number} */ (pixels[to]) * rest;
      pixels[to + 1] = green * alpha + /** @type {number} */ (pixels[to + 1]) * rest;
      pixels[to + 2] = blue * alpha + /** @type {number} */ (pixels[to + 2]) * rest;
    }
  }
}

/** Every drawing under the image folders, relative to `dir`, sorted. @param {string} dir */
export function listDrawings(dir) {
  return FOLDERS.flatMap((folder) => {
    const at = path.join(dir, folder);
    return existsSync(at)
      ? readdirSync(at)
          .filter((file) => file.endsWith('.svg'))
          .map((file) => `${folder}/${file}`)
      : [];
  }).sort();
}

/** The stamp a photo of this drawing carries. @param {Buffer} svg */
const stampOf = (svg) => `${RECIPE} ${createHash('sha1').update(svg).digest('hex')}`;

/**
 * Is there a photo made from exactly this drawing with this recipe? Read from the JPEG's first
 * bytes (its EXIF comes right after the start marker), without decoding anything.
 * @param {string} file @param {string} stamp
 */
async function isCurrent(file, stamp) {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return false;
  }
  try {
    const head = Buffer.alloc(STAMP_WINDOW);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).includes(Buffer.from(stamp));
  } finally {
    await handle.close();
  }
}

/**
 * Writes the photo of every drawing under `dir` whose photo is missing or outdated (all of them
 * with `force`), two at a time. A photo is written to a temporary file and renamed, so a server
 * and a script (or two test servers) making them at once never leave a half-written JPEG.
 * Removes photos whose drawing is gone.
 * @param {{ dir?: string, force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ written: string[], kept: number, removed: string[], ms: number }>}
 */
export async function writeSeedPhotos({ dir = IMAGES_DIR, force = false, log = () => {} } = {}) {
  const started = performance.now();
  const drawings = listDrawings(dir);
  /** @type {string[]} */
  const written = [];
  let kept = 0;
  const queue = [...drawings];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const svg = readFileSync(path.join(dir, name));
      const stamp = stampOf(svg);
      const target = path.join(dir, photoPathOf(name));
      if (!force && (await isCurrent(target, stamp))) {
        kept++;
        continue;
      }
      const bytes = await renderPhoto(name, svg, stamp);
      // A hidden name: a seed step listing the folder meanwhile skips it.
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } finally {
        await rm(temp, { force: true });
      }
      written.push(photoPathOf(name));
    }
  };
  await Promise.all([worker(), worker()]);
  const wanted = new Set(drawings.map(photoPathOf));
  /** @type {string[]} */
  const removed = [];
  for (const folder of FOLDERS) {
    const at = path.join(dir, folder);
    if (!existsSync(at)) continue;
    for (const file of readdirSync(at)) {
      const name = `${folder}/${file}`;
      if (file.endsWith('.jpg') && !wanted.has(name)) {
        await rm(path.join(at, file), { force: true });
        removed.push(name);
      }
    }
  }
  const ms = Math.round(performance.now() - started);
  if (written.length > 0 || removed.length > 0) {
    log(
      `seed photos: wrote ${written.length}, kept ${kept}, removed ${removed.length} in ${(ms / 1000).toFixed(1)} s`,
    );
  }
  return { written: written.sort(), kept, removed, ms };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await writeSeedPhotos({
    force: process.argv.includes('--force'),
    log: (line) => console.log(line),
  });
  if (result.written.length === 0 && result.removed.length === 0) {
    console.log(`seed photos up to date (${result.kept})`);
  }
}
