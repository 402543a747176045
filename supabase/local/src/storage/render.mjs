// @ts-check
/**
 * Storage's image transformations (`/render/image/public|authenticated|sign/<bucket>/<name>`),
 * answered as hosted Storage answers them, with `sharp` (libvips) where hosted Storage asks
 * imgproxy. What hosted does, and so what this does:
 *
 * - options (storage-api's transformationOptionsSchema, Fastify's Ajv wording): `width` and
 *   `height` integers ≥ 0, clamped to 1..2500 (0 = not given); `resize` cover (default) |
 *   contain | fill, which storage-api sends to imgproxy as `fill` | `fit` | `force`; `quality`
 *   20..100; `format` origin | webp | avif; `gravity` (+ `x_offset`, `y_offset`) for cover's crop;
 * - geometry as imgproxy's calcScale and calcPosition: only a width (or a height) keeps the
 *   aspect ratio; cover scales to fill the box and crops; contain fits inside it; fill stretches;
 *   never enlarged beyond the original (imgproxy's `enlarge` is off), so a box larger than the
 *   image gives the image (cropped to the box's aspect where the box is smaller);
 * - format: `webp`/`avif` when asked; otherwise WebP when the request's Accept names image/webp
 *   (imgproxy's WebP detection, the only one hosted enables: no AVIF by Accept), else the
 *   original's format (`format=origin` also ignores Accept). TIFF, BMP, HEIF and ICO sources
 *   become JPEG (PNG with transparency). An SVG is returned as it is unless webp/avif is asked
 *   for (imgproxy skips processing an SVG with no format), a GIF as its first frame
 *   (imgproxy's `max_animation_frames` is 1);
 * - default quality as imgproxy's defaults: 80, WebP 79, AVIF 63;
 * - sources over 25 MB or 50 megapixels, and bytes that are no image, are refused with 400
 *   (storage-api's wording of imgproxy's errors).
 *
 * Results are cached on disk (`<data>/storage/~render-cache/`, a name no bucket can have),
 * keyed by the object's version, its ETag, the options and the negotiated format: a second
 * request does no libvips work, and an overwritten object has a new version, so it can't be
 * served an old picture (the old version's files are removed the next time the object is
 * rendered). Requests for the same picture at the same time share one transformation, and
 * transformations run one at a time by default (`sharp.concurrency(1)`): this server shares
 * its process, and PGlite its thread, with everything else.
 */
import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { check } from './common.mjs';
import { ERRORS, StorageError } from './errors.mjs';

/** Hosted's limits: width and height 1..2500, sources up to 25 MB and 50 megapixels. */
export const IMAGE_LIMITS = Object.freeze({
  minSize: 1,
  maxSize: 2500,
  maxSourceBytes: 25 * 1024 * 1024,
  maxSourcePixels: 50_000_000,
});

/** imgproxy's default qualities (IMGPROXY_QUALITY, IMGPROXY_FORMAT_QUALITY). */
const DEFAULT_QUALITY = Object.freeze({ jpeg: 80, png: 80, gif: 80, webp: 79, avif: 63 });

const RESIZE_MODES = /** @type {const} */ (['cover', 'contain', 'fill']);
const FORMATS = /** @type {const} */ (['origin', 'avif', 'webp']);
const GRAVITIES = /** @type {const} */ ([
  'no',
  'so',
  'ea',
  'we',
  'noea',
  'nowe',
  'soea',
  'sowe',
  'ce',
  'sm',
  'fp',
]);

/**
 * @typedef {object} TransformOptions
 * @property {number} [width]
 * @property {number} [height]
 * @property {typeof RESIZE_MODES[number] | string} [resize] (a signed URL's token may carry any)
 * @property {typeof FORMATS[number]} [format]
 * @property {number} [quality]
 * @property {typeof GRAVITIES[number]} [gravity]
 * @property {number} [x_offset]
 * @property {number} [y_offset]
 */

/** @typedef {'jpeg' | 'png' | 'webp' | 'avif' | 'gif'} OutputFormat */

/**
 * Checks transformation options as storage-api's transformationOptionsSchema does, in its
 * property order, worded as Fastify's Ajv words it under `where` (`querystring`,
 * `body/transform`), with Fastify's coercion of numeric strings.
 * @param {Record<string, unknown>} fields
 * @param {string} where
 * @returns {TransformOptions}
 */
export function readTransformOptions(fields, where) {
  const at = (/** @type {string} */ name) => `${where}/${name}`;
  /** @type {TransformOptions} */
  const options = {};
  const height = check.integer(at('height'), fields.height, { minimum: 0 });
  const width = check.integer(at('width'), fields.width, { minimum: 0 });
  const resize = check.oneOf(at('resize'), fields.resize, RESIZE_MODES);
  const format = check.oneOf(at('format'), fields.format, FORMATS);
  const quality = check.integer(at('quality'), fields.quality, { minimum: 20, maximum: 100 });
  const gravity = check.oneOf(at('gravity'), fields.gravity, GRAVITIES);
  const xOffset = check.number(at('x_offset'), fields.x_offset);
  const yOffset = check.number(at('y_offset'), fields.y_offset);
  if (gravity === 'fp') {
    // The schema's `if gravity is fp then …`: Ajv reports the failing rule, then the `if`.
    const then = (/** @type {() => void} */ rule) => {
      try {
        rule();
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        throw ERRORS.Validation(`${error.message}, ${where} must match "then" schema`);
      }
    };
    for (const name of ['x_offset', 'y_offset']) {
      then(() => {
        if (fields[name] === undefined) {
          throw ERRORS.Validation(`${where} must have required property '${name}'`);
        }
      });
    }
    for (const name of ['x_offset', 'y_offset']) {
      then(() => check.number(at(name), fields[name], { minimum: 0, maximum: 1 }));
    }
  }
  if (height !== undefined) options.height = height;
  if (width !== undefined) options.width = width;
  if (resize !== undefined) options.resize = resize;
  if (format !== undefined) options.format = format;
  if (quality !== undefined) options.quality = quality;
  if (gravity !== undefined) options.gravity = gravity;
  if (xOffset !== undefined) options.x_offset = xOffset;
  if (yOffset !== undefined) options.y_offset = yOffset;
  return options;
}

/**
 * The query of a render URL as Fastify hands it to the schema: one value per name, an array
 * for a name given twice (which no numeric or enum rule accepts).
 * @param {URLSearchParams} params
 * @returns {Record<string, unknown>}
 */
export function queryFields(params) {
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** @param {number} value */
const clampSize = (value) => Math.min(Math.max(value, IMAGE_LIMITS.minSize), IMAGE_LIMITS.maxSize);

/** storage-api's names for imgproxy's resizing types. @param {string | undefined} resize */
const resizingType = (resize) =>
  resize === 'contain' ? 'fit' : resize === 'fill' ? 'force' : /** @type {const} */ ('fill');

/** @param {number | undefined} value @returns {value is number} */
const isUnit = (value) => value !== undefined && Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * The transformation as storage-api describes it (imgproxy's URL segments): the
 * `X-Transformations` header, and with `keepOriginal` the `transformations` claim of a signed
 * URL's token (storage-api's applyTransformation).
 * @param {TransformOptions} options
 * @param {boolean} [keepOriginal]
 */
export function transformationSegments(options, keepOriginal = false) {
  /** @type {string[]} */
  const segments = [];
  if (options.height) segments.push(`height:${clampSize(options.height)}`);
  if (options.width) segments.push(`width:${clampSize(options.width)}`);
  if (options.width || options.height) {
    segments.push(
      keepOriginal ? `resize:${options.resize}` : `resizing_type:${resizingType(options.resize)}`,
    );
  }
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`);
  if (options.gravity === 'sm') segments.push('gravity:sm');
  else if (options.gravity === 'fp') {
    const { x_offset: x, y_offset: y } = options;
    if (!isUnit(x) || !isUnit(y)) {
      throw new StorageError({
        code: 'InvalidParameter',
        status: 400,
        message: 'Focal point requires x and y coordinates within 0-1 range',
      });
    }
    segments.push(`gravity:fp:${x}:${y}`);
  } else if (options.gravity) {
    segments.push(
      options.x_offset === undefined && options.y_offset === undefined
        ? `gravity:${options.gravity}`
        : `gravity:${options.gravity}:${options.x_offset ?? 0}:${options.y_offset ?? 0}`,
    );
  }
  return segments;
}

/**
 * A signed URL's `transformations` claim read back (storage-api's
 * setTransformationsFromString): unknown names and empty values are skipped.
 * @param {string} text
 * @returns {TransformOptions}
 */
export function transformOptionsFromToken(text) {
  /** @type {TransformOptions} */
  const options = {};
  for (const param of text.split(',')) {
    const [name, value, xOffset, yOffset] = param.split(':');
    if (value === undefined || value === '') continue;
    switch (name) {
      case 'height':
        options.height = parseInt(value, 10);
        break;
      case 'width':
        options.width = parseInt(value, 10);
        break;
      case 'resize':
        options.resize = value;
        break;
      case 'format':
        if (FORMATS.includes(/** @type {never} */ (value))) {
          options.format = /** @type {TransformOptions['format']} */ (value);
        }
        break;
      case 'quality':
        options.quality = parseInt(value, 10);
        break;
      case 'gravity':
        if (GRAVITIES.includes(/** @type {never} */ (value))) {
          options.gravity = /** @type {TransformOptions['gravity']} */ (value);
        }
        if (xOffset !== undefined && Number.isFinite(parseFloat(xOffset))) {
          options.x_offset = parseFloat(xOffset);
        }
        if (yOffset !== undefined && Number.isFinite(parseFloat(yOffset))) {
          options.y_offset = parseFloat(yOffset);
        }
        break;
    }
  }
  return options;
}

/** Does the request's Accept take WebP? (imgproxy's check: the header names image/webp.) @param {string | undefined} accept */
export const acceptsWebp = (accept) => (accept ?? '').includes('image/webp');

/**
 * The source image, as `sharp().metadata()` describes it.
 * @typedef {{ format: string, width: number, height: number, hasAlpha: boolean }} SourceImage
 */

/**
 * What a transformation does to one source: pass it through untouched, or resize (to
 * `resize`), crop (`crop`, or `attention` for smart gravity) and encode.
 * @typedef {{ passthrough: true } | {
 *   passthrough: false, format: OutputFormat, quality: number,
 *   resize: { width: number, height: number } | null,
 *   crop: { left: number, top: number, width: number, height: number } | null,
 *   attention: boolean, density: number }} RenderPlan
 */

const KEEP_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'avif']);

/**
 * The output format: asked for, else negotiated (WebP by Accept), else the source's own (or
 * JPEG/PNG for sources browsers don't all show).
 * @param {TransformOptions} options @param {SourceImage} source @param {boolean} webp
 * @returns {OutputFormat}
 */
function outputFormat(options, source, webp) {
  if (options.format === 'webp' || options.format === 'avif') return options.format;
  if (options.format !== 'origin' && webp) return 'webp';
  if (KEEP_FORMATS.has(source.format)) return /** @type {OutputFormat} */ (source.format);
  return source.hasAlpha ? 'png' : 'jpeg';
}

/**
 * Where a crop of `inner` starts inside `outer` for a gravity (imgproxy's calcPosition, no
 * overflow): centred by default, at an edge or corner, or around a focal point; offsets below
 * 1 are fractions of the image, from 1 on pixels.
 * @param {number} outer @param {number} inner @param {Anchor} anchor
 * @param {number} offset
 */
function position(outer, inner, anchor, offset) {
  const shift = Math.abs(offset) >= 1 ? Math.round(offset) : Math.round(outer * offset);
  const at =
    anchor === 'focus'
      ? Math.round(outer * offset) - Math.floor(inner / 2)
      : anchor === 'start'
        ? shift
        : anchor === 'end'
          ? outer - inner - shift
          : Math.floor((outer - inner + 1) / 2) + shift;
  return Math.min(Math.max(at, 0), outer - inner);
}

/** @typedef {'start' | 'centre' | 'end' | 'focus'} Anchor */

/**
 * Where a gravity puts the crop on each axis.
 * @param {TransformOptions['gravity']} gravity
 * @returns {{ x: Anchor, y: Anchor }}
 */
function anchors(gravity) {
  if (gravity === 'fp') return { x: 'focus', y: 'focus' };
  const g = gravity ?? 'ce';
  return {
    x: g.includes('we') ? 'start' : g.includes('ea') ? 'end' : 'centre',
    y: g.startsWith('no') ? 'start' : g.startsWith('so') ? 'end' : 'centre',
  };
}

/**
 * Plans one transformation as imgproxy computes it (calcScale without enlarging, then the crop
 * of `fill` with its gravity).
 * @param {TransformOptions} options
 * @param {SourceImage} source
 * @param {{ webp: boolean }} negotiation
 * @returns {RenderPlan}
 */
export function planRender(options, source, { webp }) {
  const explicit = options.format === 'webp' || options.format === 'avif';
  if (source.format === 'svg' && !explicit) return { passthrough: true };
  const format = outputFormat(options, source, webp);
  const quality = options.quality ?? DEFAULT_QUALITY[format];
  const width = options.width ? clampSize(options.width) : 0;
  const height = options.height ? clampSize(options.height) : 0;
  const srcW = source.width;
  const srcH = source.height;
  const type = resizingType(options.resize);
  let wShrink = width && width !== srcW ? srcW / width : 1;
  let hShrink = height && height !== srcH ? srcH / height : 1;
  if (wShrink !== 1 || hShrink !== 1) {
    if (!width && type !== 'force') wShrink = hShrink;
    else if (!height && type !== 'force') hShrink = wShrink;
    else if (type === 'fit') wShrink = hShrink = Math.max(wShrink, hShrink);
    else if (type === 'fill') wShrink = hShrink = Math.min(wShrink, hShrink);
  }
  // Never enlarged (imgproxy's `enlarge` is off), except a drawing, which is redrawn larger.
  if (source.format !== 'svg') {
    const least = Math.min(wShrink, hShrink);
    if (least < 1) {
      wShrink /= least;
      hShrink /= least;
    }
  }
  wShrink = Math.min(wShrink, srcW);
  hShrink = Math.min(hShrink, srcH);
  const scaled = {
    width: Math.max(1, Math.round(srcW / wShrink)),
    height: Math.max(1, Math.round(srcH / hShrink)),
  };
  const resize = scaled.width === srcW && scaled.height === srcH ? null : scaled;
  const cropW = Math.min(width || scaled.width, scaled.width);
  const cropH = Math.min(height || scaled.height, scaled.height);
  const cropped = cropW < scaled.width || cropH < scaled.height;
  const attention = cropped && options.gravity === 'sm';
  const anchor = anchors(options.gravity);
  const crop =
    cropped && !attention
      ? {
          left: position(scaled.width, cropW, anchor.x, options.x_offset ?? 0),
          top: position(scaled.height, cropH, anchor.y, options.y_offset ?? 0),
          width: cropW,
          height: cropH,
        }
      : null;
  return {
    passthrough: false,
    format,
    quality,
    resize: attention ? { width: cropW, height: cropH } : resize,
    crop,
    attention,
    // A drawing is rasterised at the size it is shown, not scaled up from its own.
    density: source.format === 'svg' ? Math.min(2400, 72 / Math.min(wShrink, hShrink)) : 72,
  };
}

/**
 * sharp, loaded at the first transformation (its native module takes a few hundred
 * milliseconds to load, which a start that never renders should not pay), set to one libvips
 * thread per image and no operation cache (the disk cache is the cache).
 * @type {Promise<import('sharp').SharpConstructor> | undefined}
 */
let loading;
const loadSharp = () =>
  (loading ??= import('sharp').then((module) => {
    const sharp = /** @type {import('sharp').SharpConstructor} */ (module.default);
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

/** The content type of an output format. @param {OutputFormat | 'svg'} format */
const contentTypeOf = (format) => (format === 'svg' ? 'image/svg+xml' : `image/${format}`);

/**
 * Encodes one planned transformation of the file at `source`.
 * @param {string} source @param {Extract<RenderPlan, { passthrough: false }>} plan
 */
async function encode(source, plan) {
  const sharp = await loadSharp();
  let image = sharp(source, {
    density: plan.density,
    limitInputPixels: IMAGE_LIMITS.maxSourcePixels,
    pages: 1,
  }).rotate();
  if (plan.resize) {
    image = image.resize(plan.resize.width, plan.resize.height, {
      fit: plan.attention ? 'cover' : 'fill',
      ...(plan.attention ? { position: sharp.strategy.attention } : {}),
    });
  }
  if (plan.crop) image = image.extract(plan.crop);
  switch (plan.format) {
    case 'jpeg':
      // Progressive, as Supabase's imgproxy setup (IMGPROXY_JPEG_PROGRESSIVE).
      return image.jpeg({ quality: plan.quality, progressive: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: plan.quality }).toBuffer();
    case 'avif':
      return image.avif({ quality: plan.quality }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/**
 * imgproxy's refusals of a source, as storage-api words them (400).
 * @param {string} message
 */
const sourceRefused = (message) =>
  new StorageError({ code: 'InvalidRequest', status: 400, message });
export const SOURCE_ERRORS = Object.freeze({
  unsupported: () => sourceRefused('The source image is invalid or unsupported for rendering'),
  tooManyPixels: () => sourceRefused('The source image resolution is too large to process'),
  tooLarge: () => sourceRefused('The source image file is too large to process'),
});

/**
 * A rendered picture: its file in the cache (or only its bytes, when the cache could not keep
 * it) and how to serve it.
 * @typedef {{ file: string | null, bytes: Buffer | null, contentType: string, size: number }}
 *   Rendered
 */

/**
 * @typedef {object} RenderRequest
 * @property {string} bucket
 * @property {string} key
 * @property {string} version the object's version (its file)
 * @property {string} eTag
 * @property {string} sourceFile path of the version's file
 * @property {TransformOptions} options
 * @property {boolean} webp the request's Accept takes WebP
 */

/**
 * The renderer: a disk cache in front of sharp, with at most `concurrency` transformations at
 * a time and one transformation per picture however many ask for it at once.
 * @param {{ root: string, concurrency?: number, log?: (line: string) => void }} options
 *   `root`: the cache folder
 */
export function createImageRenderer({ root, concurrency = 1, log = () => {} }) {
  /** @type {Map<string, Promise<Rendered>>} */
  const inFlight = new Map();
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];

  /** @template T @param {() => Promise<T>} work @returns {Promise<T>} */
  const limited = async (work) => {
    if (running >= concurrency)
      await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };

  /** @param {string} bucket @param {string} key */
  const objectFolder = (bucket, key) =>
    path.join(root, createHash('sha256').update(`${bucket}/${key}`).digest('hex').slice(0, 32));

  /** @param {RenderRequest} request */
  const variantOf = (request) => {
    const explicit = request.options.format !== undefined;
    return createHash('sha256')
      .update(
        JSON.stringify({
          eTag: request.eTag,
          options: transformationSegments(request.options),
          // The Accept header only matters when no format is given.
          webp: !explicit && request.webp,
        }),
      )
      .digest('hex')
      .slice(0, 40);
  };

  /**
   * A cached picture of this version and variant, if there is one.
   * @param {string} folder @param {string} variant
   * @returns {Promise<Rendered | undefined>}
   */
  const lookup = async (folder, variant) => {
    let names;
    try {
      names = await readdir(folder);
    } catch {
      return undefined;
    }
    const name = names.find((file) => file.startsWith(`${variant}.`) && !file.endsWith('.partial'));
    if (!name) return undefined;
    const file = path.join(folder, name);
    try {
      const { size } = await stat(file);
      const format = /** @type {OutputFormat | 'svg'} */ (name.slice(variant.length + 1));
      return { file, bytes: null, contentType: contentTypeOf(format), size };
    } catch {
      return undefined;
    }
  };

  /**
   * Keeps a picture in the cache (write, then rename: readers never see half a file), and drops
   * the object's older versions. Failing to keep it (the folder was pruned meanwhile by a newer
   * version's render) costs only the next request a transformation.
   * @param {string} folder @param {string} name @param {(temp: string) => Promise<void>} write
   */
  const keep = async (folder, name, write) => {
    const target = path.join(folder, name);
    const temp = `${target}.${randomUUID()}.partial`;
    try {
      await mkdir(folder, { recursive: true });
      await write(temp);
      await rename(temp, target);
      return target;
    } catch (error) {
      log(`storage: could not cache ${name}: ${error instanceof Error ? error.message : error}`);
      return null;
    } finally {
      await rm(temp, { force: true });
    }
  };

  /** Removes the cached pictures of an object's other versions. @param {string} objectDir @param {string} version */
  const pruneOtherVersions = async (objectDir, version) => {
    try {
      for (const entry of await readdir(objectDir)) {
        if (entry !== version)
          await rm(path.join(objectDir, entry), { recursive: true, force: true });
      }
    } catch {
      // Nothing cached yet, or pruned by another render.
    }
  };

  /** @param {RenderRequest} request @param {string} folder @param {string} variant @returns {Promise<Rendered>} */
  const render = async (request, folder, variant) => {
    const { size } = await stat(request.sourceFile);
    if (size > IMAGE_LIMITS.maxSourceBytes) throw SOURCE_ERRORS.tooLarge();
    /** @type {SourceImage} */
    let source;
    try {
      const sharp = await loadSharp();
      const meta = await sharp(request.sourceFile, { limitInputPixels: false }).metadata();
      if (!meta.format || !meta.width || !meta.height) throw new Error('no image');
      source = {
        format: meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format,
        // EXIF orientation 5–8 turns the picture a quarter: its shown size is swapped.
        width: (meta.orientation ?? 1) >= 5 ? meta.height : meta.width,
        height: (meta.orientation ?? 1) >= 5 ? meta.width : meta.height,
        hasAlpha: meta.hasAlpha === true,
      };
    } catch {
      throw SOURCE_ERRORS.unsupported();
    }
    if (source.format !== 'svg' && source.width * source.height > IMAGE_LIMITS.maxSourcePixels) {
      throw SOURCE_ERRORS.tooManyPixels();
    }
    const plan = planRender(request.options, source, { webp: request.webp });
    if (plan.passthrough) {
      // A hard link: version files never change once written.
      const file = await keep(folder, `${variant}.svg`, (temp) => link(request.sourceFile, temp));
      return {
        file: file ?? request.sourceFile,
        bytes: null,
        contentType: contentTypeOf('svg'),
        size,
      };
    }
    /** @type {Buffer} */
    let bytes;
    try {
      bytes = await limited(() => encode(request.sourceFile, plan));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/pixel limit/i.test(message)) throw SOURCE_ERRORS.tooManyPixels();
      throw SOURCE_ERRORS.unsupported();
    }
    const file = await keep(folder, `${variant}.${plan.format}`, (temp) => writeFile(temp, bytes));
    return { file, bytes, contentType: contentTypeOf(plan.format), size: bytes.length };
  };

  return {
    root,
    /**
     * The picture for a request: from the cache, or transformed (once, however many ask).
     * @param {RenderRequest} request
     * @returns {Promise<Rendered>}
     */
    async get(request) {
      const objectDir = objectFolder(request.bucket, request.key);
      const folder = path.join(objectDir, request.version);
      const variant = variantOf(request);
      const cached = await lookup(folder, variant);
      if (cached) return cached;
      const id = `${folder}/${variant}`;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = render(request, folder, variant).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
        pending.then(
          () => pruneOtherVersions(objectDir, request.version),
          () => {},
        );
      }
      return pending;
    },

    /**
     * Opens a rendered picture's file for reading (undefined when it is gone: pruned by a newer
     * version between lookup and open).
     * @param {Rendered} rendered
     */
    async open(rendered) {
      if (!rendered.file) return undefined;
      try {
        return await open(rendered.file, 'r');
      } catch {
        return undefined;
      }
    },
  };
}

/** @typedef {ReturnType<typeof createImageRenderer>} ImageRenderer */

/**
 * The image settings of this server, from the environment: on unless
 * `SUPABASE_LOCAL_IMAGE_TRANSFORMATION=false` (a hosted project without the feature, such as
 * the free plan), and `SUPABASE_LOCAL_IMAGE_CONCURRENCY` transformations at a time (default 1).
 * @param {NodeJS.ProcessEnv} env
 */
export function imageSettings(env) {
  const flag = (env.SUPABASE_LOCAL_IMAGE_TRANSFORMATION ?? '').trim().toLowerCase();
  const concurrency = Number(env.SUPABASE_LOCAL_IMAGE_CONCURRENCY);
  return {
    enabled: !(flag === 'false' || flag === '0' || flag === 'off'),
    concurrency: Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 1,
  };
}
