// @ts-check
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptsWebp,
  createImageRenderer,
  imageSettings,
  planRender,
  queryFields,
  readTransformOptions,
  transformationSegments,
  transformOptionsFromToken,
} from './render.mjs';

/** @type {string[]} */
const folders = [];
const tempFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonis-render-unit-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The query of a render URL, as the route reads it. @param {string} query */
const fromQuery = (query) =>
  readTransformOptions(queryFields(new URLSearchParams(query)), 'querystring');

/** @param {string} query */
const refusal = (query) => {
  try {
    fromQuery(query);
  } catch (error) {
    return /** @type {{ status: number, body: unknown }} */ (error);
  }
  throw new Error(`${query} was accepted`);
};

const JPEG_1200x800 = { format: 'jpeg', width: 1200, height: 800, hasAlpha: false };
const SQUARE = { format: 'jpeg', width: 1200, height: 1200, hasAlpha: false };
const NO_WEBP = { webp: false };

describe('readTransformOptions (storage-api transformationOptionsSchema)', () => {
  it('reads the query numbers as Fastify coerces them', () => {
    expect(fromQuery('width=400&height=300&quality=65&resize=contain&format=origin')).toEqual({
      width: 400,
      height: 300,
      quality: 65,
      resize: 'contain',
      format: 'origin',
    });
  });

  it("refuses bad values with Storage's 400 and Ajv's wording, in the schema's order", () => {
    expect(refusal('width=abc')).toMatchObject({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'Bad Request',
        message: 'querystring/width must be integer',
      },
    });
    expect(refusal('quality=10&width=1.5').body).toMatchObject({
      message: 'querystring/width must be integer',
    });
    expect(refusal('quality=10').body).toMatchObject({
      message: 'querystring/quality must be >= 20',
    });
    expect(refusal('quality=101').body).toMatchObject({
      message: 'querystring/quality must be <= 100',
    });
    expect(refusal('height=-1').body).toMatchObject({
      message: 'querystring/height must be >= 0',
    });
    expect(refusal('resize=stretch').body).toMatchObject({
      message: 'querystring/resize must be equal to one of the allowed values',
    });
    expect(refusal('format=png').body).toMatchObject({
      message: 'querystring/format must be equal to one of the allowed values',
    });
    expect(refusal('width=1&width=2').body).toMatchObject({
      message: 'querystring/width must be integer',
    });
    expect(refusal('gravity=fp&x_offset=0.5').body).toMatchObject({
      message:
        'querystring must have required property \'y_offset\', querystring must match "then" schema',
    });
  });
});

describe('transformationSegments (X-Transformations, signed tokens)', () => {
  it('describes a transformation with imgproxy segments, sizes clamped to 1..2500', () => {
    expect(transformationSegments({ width: 100, height: 100 })).toEqual([
      'height:100',
      'width:100',
      'resizing_type:fill',
    ]);
    expect(
      transformationSegments({ width: 9000, resize: 'contain', quality: 50, format: 'webp' }),
    ).toEqual(['width:2500', 'resizing_type:fit', 'quality:50', 'format:webp']);
    expect(transformationSegments({ width: 10, resize: 'fill', format: 'origin' })).toEqual([
      'width:10',
      'resizing_type:force',
    ]);
    expect(transformationSegments({ width: 0, quality: 80 })).toEqual(['quality:80']);
    expect(transformationSegments({ gravity: 'ea', x_offset: 12 })).toEqual(['gravity:ea:12:0']);
  });

  it("keeps the resize mode as given in a token, as storage-api's signer does", () => {
    expect(transformationSegments({ width: 200, height: 200 }, true).join(',')).toBe(
      'height:200,width:200,resize:undefined',
    );
    expect(transformationSegments({ width: 200, resize: 'contain' }, true).join(',')).toBe(
      'width:200,resize:contain',
    );
  });

  it("reads a token's transformations back, skipping unknown names and non-finite offsets", () => {
    expect(
      transformOptionsFromToken('height:200,width:300,resize:contain,quality:50,format:avif,x:1'),
    ).toEqual({ height: 200, width: 300, resize: 'contain', quality: 50, format: 'avif' });
    expect(transformOptionsFromToken('gravity:no:NaN:Infinity')).toEqual({ gravity: 'no' });
    expect(transformOptionsFromToken('')).toEqual({});
  });

  it('refuses a focal point outside the image', () => {
    expect(() => transformationSegments({ gravity: 'fp', x_offset: 1.5, y_offset: 0 })).toThrow(
      'Focal point requires x and y coordinates within 0-1 range',
    );
  });
});

describe('planRender (imgproxy geometry)', () => {
  it('keeps the aspect ratio when only the width is given', () => {
    expect(planRender({ width: 600 }, JPEG_1200x800, NO_WEBP)).toMatchObject({
      resize: { width: 600, height: 400 },
      crop: null,
    });
    expect(planRender({ height: 200 }, JPEG_1200x800, NO_WEBP)).toMatchObject({
      resize: { width: 300, height: 200 },
    });
  });

  it('never enlarges: a box larger than the image gives the image', () => {
    expect(planRender({ width: 2000 }, SQUARE, NO_WEBP)).toMatchObject({
      resize: null,
      crop: null,
    });
    expect(
      planRender({ width: 9000 }, { ...SQUARE, width: 4000, height: 4000 }, NO_WEBP),
    ).toMatchObject({ resize: { width: 2500, height: 2500 } });
  });

  it("covers the box and crops the rest around the centre (resize's default)", () => {
    expect(planRender({ width: 400, height: 400 }, JPEG_1200x800, NO_WEBP)).toMatchObject({
      resize: { width: 600, height: 400 },
      crop: { left: 100, top: 0, width: 400, height: 400 },
    });
  });

  it('crops only where the box is smaller when the image is not enlarged to cover it', () => {
    expect(planRender({ width: 1600, height: 800 }, SQUARE, NO_WEBP)).toMatchObject({
      resize: null,
      crop: { left: 0, top: 200, width: 1200, height: 800 },
    });
  });

  it('moves the crop with the gravity and its offsets', () => {
    const box = { width: 400, height: 400 };
    /** @param {import('./render.mjs').TransformOptions} options */
    const cropOf = (options) => planRender({ ...box, ...options }, JPEG_1200x800, NO_WEBP);
    expect(cropOf({ gravity: 'we' })).toMatchObject({ crop: { left: 0 } });
    expect(cropOf({ gravity: 'ea' })).toMatchObject({ crop: { left: 200 } });
    expect(cropOf({ gravity: 'we', x_offset: 50 })).toMatchObject({ crop: { left: 50 } });
    expect(cropOf({ gravity: 'fp', x_offset: 0.9, y_offset: 0.5 })).toMatchObject({
      crop: { left: 200, top: 0 },
    });
    expect(cropOf({ gravity: 'sm' })).toMatchObject({
      attention: true,
      resize: { width: 400, height: 400 },
      crop: null,
    });
  });

  it('fits inside the box with contain and stretches with fill', () => {
    expect(
      planRender({ width: 400, height: 400, resize: 'contain' }, JPEG_1200x800, NO_WEBP),
    ).toMatchObject({ resize: { width: 400, height: 267 }, crop: null });
    expect(
      planRender({ width: 400, height: 400, resize: 'fill' }, JPEG_1200x800, NO_WEBP),
    ).toMatchObject({ resize: { width: 400, height: 400 }, crop: null });
  });
});

describe('planRender (format and quality)', () => {
  it('answers WebP when the browser takes it, else the original format', () => {
    expect(planRender({ width: 100 }, SQUARE, { webp: true })).toMatchObject({
      format: 'webp',
      quality: 79,
    });
    expect(planRender({ width: 100 }, SQUARE, NO_WEBP)).toMatchObject({
      format: 'jpeg',
      quality: 80,
    });
    expect(planRender({ width: 100, format: 'origin' }, SQUARE, { webp: true })).toMatchObject({
      format: 'jpeg',
    });
    expect(planRender({ format: 'avif' }, SQUARE, NO_WEBP)).toMatchObject({
      format: 'avif',
      quality: 63,
    });
    expect(planRender({ quality: 40 }, SQUARE, { webp: true })).toMatchObject({ quality: 40 });
  });

  it('keeps PNG and GIF, and turns formats browsers lack into JPEG or PNG', () => {
    const png = { format: 'png', width: 10, height: 10, hasAlpha: true };
    expect(planRender({}, png, NO_WEBP)).toMatchObject({ format: 'png' });
    expect(planRender({}, { ...png, format: 'gif' }, NO_WEBP)).toMatchObject({ format: 'gif' });
    expect(planRender({}, { ...png, format: 'tiff' }, NO_WEBP)).toMatchObject({ format: 'png' });
    expect(planRender({}, { ...png, format: 'tiff', hasAlpha: false }, NO_WEBP)).toMatchObject({
      format: 'jpeg',
    });
  });

  it('passes an SVG through unless WebP or AVIF is asked for', () => {
    const svg = { format: 'svg', width: 400, height: 400, hasAlpha: true };
    expect(planRender({ width: 100 }, svg, { webp: true })).toEqual({ passthrough: true });
    expect(planRender({ width: 800, format: 'webp' }, svg, NO_WEBP)).toMatchObject({
      format: 'webp',
      // A drawing is drawn at the size asked for, larger than its own.
      resize: { width: 800, height: 800 },
      density: 144,
    });
  });

  it('reads WebP support from the Accept header as imgproxy does', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/*,*/*;q=0.8')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});

describe('imageSettings', () => {
  it('turns transformations on by default, off with SUPABASE_LOCAL_IMAGE_TRANSFORMATION=false', () => {
    expect(imageSettings({})).toEqual({ enabled: true, concurrency: 1 });
    expect(imageSettings({ SUPABASE_LOCAL_IMAGE_TRANSFORMATION: 'false' }).enabled).toBe(false);
    expect(imageSettings({ SUPABASE_LOCAL_IMAGE_CONCURRENCY: '2' }).concurrency).toBe(2);
    expect(imageSettings({ SUPABASE_LOCAL_IMAGE_CONCURRENCY: 'many' }).concurrency).toBe(1);
  });
});

describe('createImageRenderer', () => {
  /** A 300 × 200 JPEG in a temporary folder. */
  const source = async () => {
    const file = path.join(tempFolder(), 'photo.jpg');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c08040' } })
      .jpeg()
      .toFile(file);
    return file;
  };

  it('transforms once and serves the same picture from its disk cache after', async () => {
    const root = tempFolder();
    const renderer = createImageRenderer({ root });
    const request = {
      bucket: 'b',
      key: 'photo.jpg',
      version: 'v1',
      eTag: '"e1"',
      sourceFile: await source(),
      options: { width: 150 },
      webp: true,
    };
    const first = await renderer.get(request);
    expect(first.contentType).toBe('image/webp');
    expect(first.bytes).not.toBeNull();
    expect(await sharp(/** @type {Buffer} */ (first.bytes)).metadata()).toMatchObject({
      format: 'webp',
      width: 150,
      height: 100,
    });
    const second = await renderer.get(request);
    // From the cache: a file, no bytes made.
    expect(second.bytes).toBeNull();
    expect(second.file).toBe(first.file);
    expect(second.size).toBe(first.bytes?.length);
  });

  it("drops an object's older version from the cache when its new version is rendered", async () => {
    const root = tempFolder();
    const renderer = createImageRenderer({ root });
    const sourceFile = await source();
    const base = {
      bucket: 'b',
      key: 'photo.jpg',
      sourceFile,
      options: { width: 100 },
      webp: false,
    };
    await renderer.get({ ...base, version: 'v1', eTag: '"e1"' });
    await renderer.get({ ...base, version: 'v2', eTag: '"e2"' });
    const [objectFolder] = readdirSync(root);
    await expect.poll(() => readdirSync(path.join(root, String(objectFolder)))).toEqual(['v2']);
  });

  it('shares one transformation between requests made at the same time', async () => {
    const renderer = createImageRenderer({ root: tempFolder() });
    const request = {
      bucket: 'b',
      key: 'photo.jpg',
      version: 'v1',
      eTag: '"e1"',
      sourceFile: await source(),
      options: { width: 120 },
      webp: false,
    };
    const [a, b] = await Promise.all([renderer.get(request), renderer.get(request)]);
    expect(a).toBe(b);
  });

  it('refuses bytes that are no image as storage-api words it', async () => {
    const file = path.join(tempFolder(), 'notes.jpg');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, 'not an image at all');
    const renderer = createImageRenderer({ root: tempFolder() });
    await expect(
      renderer.get({
        bucket: 'b',
        key: 'notes.jpg',
        version: 'v1',
        eTag: '"e"',
        sourceFile: file,
        options: { width: 10 },
        webp: false,
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidRequest',
        message: 'The source image is invalid or unsupported for rendering',
      },
    });
  });
});
