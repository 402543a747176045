// @ts-check
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

describe('chromiumPath', () => {
  it('uses CHROMIUM_PATH when it exists', () => {
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('fails with install instructions when Chromium is missing', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(
      /apt-get install -y chromium/,
    );
  });

  it('launches without background networking on the closed network', () => {
    expect(CHROMIUM_ARGS).toContain('--disable-background-networking');
    expect(CHROMIUM_ARGS).toContain('--no-sandbox');
  });
});
