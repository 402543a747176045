import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { STORE_ICONS } from '../lib/store-icons';
import { StoreIcon } from './store-icon';

describe('StoreIcon', () => {
  it.each(STORE_ICONS)('draws %s as decorative inline SVG in the text colour', (name) => {
    const { container } = render(<StoreIcon name={name} />);
    const svg = container.querySelector('svg');

    expect(svg).toHaveAttribute('data-icon', name);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.children.length).toBeGreaterThan(0);
    // drawn, never written: no text that would need a font
    expect(svg?.querySelector('text')).toBeNull();
  });
});
