import { describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const supabase = { url: 'http://127.0.0.1:54321', anonKey: 'anon' };

describe('parseRuntimeConfig', () => {
  it('keeps every known remote with an http(s) manifest URL', () => {
    const { config, problems } = parseRuntimeConfig({
      supabase,
      remotes: {
        catalog: 'http://localhost:3001/mf-manifest.json',
        admin: 'https://admin.example.co/mf-manifest.json',
      },
    });
    expect(problems).toEqual([]);
    expect(config.remotes).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
      admin: 'https://admin.example.co/mf-manifest.json',
    });
    expect(config.supabase).toEqual(supabase);
  });

  it('drops unknown remotes and bad URLs instead of failing start-up', () => {
    const { config, problems } = parseRuntimeConfig({
      supabase,
      remotes: { catalog: 'not a url', basket: 'http://localhost:9/mf-manifest.json' },
    });
    expect(config.remotes).toEqual({});
    expect(problems).toHaveLength(2);
  });

  it('keeps whether the Supabase project transforms images, absent meaning it does', () => {
    const off = parseRuntimeConfig({ supabase: { ...supabase, imageTransformations: false } });
    expect(off.config.supabase).toEqual({ ...supabase, imageTransformations: false });
    const on = parseRuntimeConfig({ supabase: { ...supabase, imageTransformations: true } });
    expect(on.config.supabase.imageTransformations).toBe(true);
    const absent = parseRuntimeConfig({ supabase, remotes: {} });
    expect(absent.problems).toEqual([]);
    expect(absent.config.supabase).not.toHaveProperty('imageTransformations');
  });

  it('reports an imageTransformations that is not a boolean and keeps the default', () => {
    const { config, problems } = parseRuntimeConfig({
      supabase: { ...supabase, imageTransformations: 'no' },
      remotes: {},
    });
    expect(config.supabase).toEqual(supabase);
    expect(config.supabase).not.toHaveProperty('imageTransformations');
    expect(problems).toEqual([expect.stringMatching(/imageTransformations.*true or false/)]);
  });

  it('refuses a config without a usable Supabase section', () => {
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ supabase: { url: 'ftp://x', anonKey: 'k' } })).toThrow(
      /supabase/,
    );
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
  });
});

describe('fetchRuntimeConfig', () => {
  it('fetches the file with the cache mode its preload uses (the server marks it no-cache)', async () => {
    const fetcher = vi.fn(async () => Response.json({ supabase, remotes: {} }));
    await fetchRuntimeConfig('/runtime-config.json', fetcher);
    expect(fetcher).toHaveBeenCalledWith('/runtime-config.json');
  });

  it('reports HTTP errors and invalid JSON as RuntimeConfigError', async () => {
    await expect(
      fetchRuntimeConfig('/x', async () => new Response('nope', { status: 404 })),
    ).rejects.toThrow(/HTTP 404/);
    await expect(
      fetchRuntimeConfig('/x', async () => new Response('{oops', { status: 200 })),
    ).rejects.toThrow(/not valid JSON/);
    await expect(
      fetchRuntimeConfig('/x', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow(RuntimeConfigError);
  });
});
