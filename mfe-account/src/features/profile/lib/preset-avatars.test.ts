import { describe, expect, it } from 'vitest';
import { PRESET_AVATARS, presetDataUrl } from './preset-avatars';

describe('preset avatars', () => {
  it('ships six distinct drawn avatars, each with a Spanish label', () => {
    expect(PRESET_AVATARS).toHaveLength(6);
    expect(new Set(PRESET_AVATARS.map((preset) => preset.id)).size).toBe(6);
    expect(new Set(PRESET_AVATARS.map((preset) => preset.svg)).size).toBe(6);
    for (const preset of PRESET_AVATARS) expect(preset.label).toMatch(/^(Perro|Gato) /);
  });

  it('draws each as a well-formed 256 px SVG without script or external references', () => {
    for (const preset of PRESET_AVATARS) {
      const doc = new DOMParser().parseFromString(preset.svg, 'image/svg+xml');
      const svg = doc.documentElement;
      expect(svg.tagName.toLowerCase()).toBe('svg');
      expect(svg).toHaveAttribute('width', '256');
      expect(preset.svg).not.toMatch(/<script|href=|url\(/i);
    }
  });

  it('gives an image address an <img> can show', () => {
    for (const preset of PRESET_AVATARS) {
      const url = presetDataUrl(preset);
      const prefix = 'data:image/svg+xml;charset=utf-8,';
      expect(url.startsWith(prefix)).toBe(true);
      expect(decodeURIComponent(url.slice(prefix.length))).toBe(preset.svg);
    }
  });
});
