import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from './first-error';

const schema = z
  .object({ name: z.string().min(1, 'Ingresa tu nombre'), a: z.string(), b: z.string() })
  .superRefine(({ a, b }, ctx) => {
    if (a !== b) ctx.addIssue({ code: 'custom', path: ['b'], message: 'No coinciden' });
    if (a.length < 3) ctx.addIssue({ code: 'custom', path: ['a'], message: 'Muy corta' });
  });

const resolve = (values: z.input<typeof schema>) =>
  firstError(zodResolver(schema))(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('firstError', () => {
  it("keeps only the first error, in the schema's order", async () => {
    const result = await resolve({ name: '', a: '1', b: '2' });
    expect(Object.keys(result.errors)).toEqual(['name']);
    expect(result.errors.name?.message).toBe('Ingresa tu nombre');
  });

  it('tells a cross-field check in the order the schema adds it, not the fields order', async () => {
    const result = await resolve({ name: 'Ana', a: '1', b: '2' });
    expect(Object.keys(result.errors)).toEqual(['b']);
    expect(result.errors.b?.message).toBe('No coinciden');
  });

  it('passes valid values through, as the schema outputs them', async () => {
    expect(await resolve({ name: 'Ana', a: 'abc', b: 'abc' })).toEqual({
      values: { name: 'Ana', a: 'abc', b: 'abc' },
      errors: {},
    });
  });
});
