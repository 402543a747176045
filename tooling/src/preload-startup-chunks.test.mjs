// @ts-check
import { describe, expect, it } from 'vitest';
import { lazyFiles, startupFiles, withPreloads } from './preload-startup-chunks.mjs';

/** @param {string} identifier @param {object[]} [blocks] */
const module = (identifier, blocks = []) => ({ identifier: () => identifier, blocks });
/** @param {number} id @param {string[]} files @param {ReturnType<typeof module>[]} [modules] */
const chunk = (id, files, modules = []) => ({ id, files, modules });

describe('startupFiles', () => {
  // bootstrap (61) consumes react-dom/client; the host provides it in 275, which consumes react,
  // provided in 121. The consumer's own fallback for react-dom/client (89) is not what runs.
  const reactBlock = {};
  const reactDomBlock = {};
  const fallbackBlock = {};
  const react = chunk(121, ['121.a.js']);
  const reactDom = chunk(
    275,
    ['275.b.js'],
    [module('consume shared module (default) react@19.3.1 (strict) (fallback: react)', [{}])],
  );
  const fallback = chunk(89, ['89.c.js']);
  const bootstrap = chunk(
    61,
    ['61.d.js', '61.d.js.map'],
    [
      module('consume shared module (default) react-dom/client@19.3.1 (strict) (fallback: x)', [
        fallbackBlock,
      ]),
      module('javascript/auto|./src/bootstrap.tsx'),
    ],
  );
  const provided = [
    module('provide shared module (default) react@19.3.1 = react', [reactBlock]),
    module('provide shared module (default) react-dom/client@19.3.1 = react-dom/client', [
      reactDomBlock,
    ]),
  ];
  /** @type {Map<object, { chunks: ReturnType<typeof chunk>[] }>} */
  const groups = new Map([
    [reactBlock, { chunks: [react] }],
    [reactDomBlock, { chunks: [reactDom] }],
    [fallbackBlock, { chunks: [fallback] }],
  ]);
  const chunkGraph = {
    /** @param {ReturnType<typeof chunk>} c */
    getChunkModules: (c) => c.modules,
    /** @param {object} block */
    getBlockChunkGroup: (block) => groups.get(block),
  };

  it("follows consumed shared modules to the host's provided copies, transitively", () => {
    expect(startupFiles({ chunks: [bootstrap] }, chunkGraph, provided)).toEqual([
      '61.d.js',
      '275.b.js',
      '121.a.js',
    ]);
  });

  it('falls back to the consumer’s own chunks for a module the host does not provide', () => {
    expect(startupFiles({ chunks: [bootstrap] }, chunkGraph, [])).toEqual(['61.d.js', '89.c.js']);
  });
});

describe('lazyFiles', () => {
  const core = chunk(12, ['12.e.js', '12.e.js.map']);
  const autoplay = chunk(34, ['34.f.js']);
  const shared = chunk(56, ['56.g.js']);
  const groups = [
    { origins: [{ request: './bootstrap' }], chunks: [chunk(61, ['61.d.js'])] },
    { origins: [{ request: 'embla-carousel' }], chunks: [core, shared] },
    { origins: [{ request: 'embla-carousel-autoplay' }], chunks: [autoplay, shared] },
  ];
  const chunkGraph = {
    /** @param {ReturnType<typeof chunk>} c */
    getChunkModules: (c) => c.modules,
    getBlockChunkGroup: () => undefined,
  };

  it("lists each feature's files once, with the public path, in the order its imports make them", () => {
    expect(
      lazyFiles(
        { carousel: ['embla-carousel', 'embla-carousel-autoplay'] },
        groups,
        chunkGraph,
        [],
        '/',
      ),
    ).toEqual({ files: { carousel: ['/12.e.js', '/56.g.js', '/34.f.js'] }, missing: [] });
  });

  it('names a request no chunk group was made for', () => {
    expect(lazyFiles({ carousel: ['embla-carusel'] }, groups, chunkGraph, [], '/')).toEqual({
      files: { carousel: [] },
      missing: ['embla-carusel'],
    });
  });
});

describe('withPreloads', () => {
  it('adds one low-priority script preload per file after the entry script', () => {
    expect(
      withPreloads(
        '<html><head></head><body><script defer src="/main.js"></script></body></html>',
        ['/1.js'],
      ),
    ).toBe(
      '<html><head></head><body><script defer src="/main.js"></script><link rel="preload" href="/1.js" as="script" fetchpriority="low"></body></html>',
    );
  });

  it('leaves a page alone when there is nothing to preload', () => {
    expect(withPreloads('<body></body>', [])).toBe('<body></body>');
  });
});
