import { describe, expect, it } from 'vitest';
import { durationLabel, memberLabel } from './membership-labels';

describe('membership labels', () => {
  it('shows a 365-day plan as 12 months and any other duration in days', () => {
    expect(durationLabel(365)).toBe('12 meses');
    expect(durationLabel(30)).toBe('30 días');
    expect(durationLabel(1)).toBe('1 día');
  });

  it('names every member type', () => {
    expect(memberLabel.mensual).toBe('Socio Mensual');
    expect(memberLabel.anual).toBe('Socio Anual');
    expect(memberLabel.premium).toBe('Socio Premium');
    expect(memberLabel.vip).toBe('Socio VIP');
  });
});
