import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from './newsletter-email';

describe('newsletterEmailProblem', () => {
  it('asks for an email, then for a valid one', () => {
    expect(newsletterEmailProblem('')).toBe('Por favor ingresa tu email');
    expect(newsletterEmailProblem('   ')).toBe('Por favor ingresa tu email');
    expect(newsletterEmailProblem('ana')).toBe('Ingresa un email válido');
    expect(newsletterEmailProblem('ana@correo')).toBe('Ingresa un email válido');
    expect(newsletterEmailProblem('ana maria@correo.com')).toBe('Ingresa un email válido');
    expect(newsletterEmailProblem(`${'a'.repeat(250)}@b.co`)).toBe('Ingresa un email válido');
    expect(newsletterEmailProblem(' ana@correo.com ')).toBeUndefined();
  });
});
