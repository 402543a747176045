import { describe, expect, it } from 'vitest';
import { COLOMBIA, citiesOf } from './colombia';

describe('COLOMBIA', () => {
  it('lists the 32 departments and Bogotá D.C., once each, alphabetically', () => {
    const names = COLOMBIA.map(({ name }) => name);
    expect(names).toHaveLength(33);
    expect(new Set(names).size).toBe(33);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('gives every department its cities, and Bogotá D.C. only Bogotá', () => {
    for (const { name, cities } of COLOMBIA) {
      expect(cities.length, name).toBeGreaterThan(0);
      expect(new Set(cities).size, name).toBe(cities.length);
    }
    expect(citiesOf('Bogotá D.C.')).toEqual(['Bogotá']);
    expect(citiesOf('Antioquia')[0]).toBe('Medellín');
    expect(citiesOf('Valle del Cauca')).toContain('Cali');
  });

  it('has no cities for an unknown or empty department', () => {
    expect(citiesOf('')).toEqual([]);
    expect(citiesOf('Atlantis')).toEqual([]);
  });
});
