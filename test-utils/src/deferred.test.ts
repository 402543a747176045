import { describe, expect, it } from 'vitest';
import { deferred } from './deferred';

describe('deferred', () => {
  it('resolves when the test says so', async () => {
    const pending = deferred<number>();
    let settled: number | undefined;
    void pending.promise.then((value) => (settled = value));
    await Promise.resolve();
    expect(settled).toBeUndefined();

    pending.resolve(7);

    await expect(pending.promise).resolves.toBe(7);
    expect(settled).toBe(7);
  });

  it('rejects when the test says so', async () => {
    const pending = deferred<string>();
    pending.reject(new Error('sin red'));
    await expect(pending.promise).rejects.toThrow('sin red');
  });
});
