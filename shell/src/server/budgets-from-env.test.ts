import { describe, expect, it } from 'vitest';
import { budgetsFromEnv } from '../../server/ssr.mjs';

describe('the server renderer’s budgets from the environment', () => {
  it('reads the three budgets in milliseconds', () => {
    expect(
      budgetsFromEnv({
        BONIS_SSR_REMOTE_MS: '10000',
        BONIS_SSR_DATA_MS: '5000',
        BONIS_SSR_RENDER_MS: '4000',
      }),
    ).toEqual({ remoteMs: 10_000, dataMs: 5_000, renderMs: 4_000 });
  });

  it('leaves unset, empty, zero and non-numeric ones to the renderer’s defaults', () => {
    expect(budgetsFromEnv({})).toEqual({});
    expect(
      budgetsFromEnv({ BONIS_SSR_REMOTE_MS: '', BONIS_SSR_DATA_MS: '0', BONIS_SSR_RENDER_MS: 'x' }),
    ).toEqual({});
  });
});
