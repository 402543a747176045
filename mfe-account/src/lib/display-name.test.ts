import { describe, expect, it } from 'vitest';
import { displayName, initialsSource } from './display-name';

describe('displayName', () => {
  it.each([
    ['+573109876543', '+57 310 987 6543'],
    ['573109876543', '+57 310 987 6543'],
    ['3109876543', '+57 310 987 6543'],
    ['+57 310 987 6543', '+57 310 987 6543'],
  ])('shows the phone-only name %s formatted', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  it.each([
    ['  Ana ', 'Ana'],
    ['María José', 'María José'],
    ['_gato_', '_gato_'],
    ['Ana 3', 'Ana 3'],
  ])('shows any other name %j trimmed', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });
});

describe('initialsSource', () => {
  it.each([
    ['Ana Gómez', 'Ana Gómez'],
    ['Ana 3', 'Ana'],
    ['Ángela (Kira)', 'Ángela'],
    ['ñandú', 'ñandú'],
  ])('takes the words of %j that start with a letter', (name, source) => {
    expect(initialsSource(name)).toBe(source);
  });

  it.each(['+57 310 987 6543', '+573109876543', '_gato_', '123', '', '   '])(
    'gives nothing for %j, so the avatar shows the neutral icon',
    (name) => {
      expect(initialsSource(name)).toBeUndefined();
    },
  );
});
