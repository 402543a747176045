import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RoutePlaceholder } from './route-placeholder';

describe('RoutePlaceholder', () => {
  it('names the page, the remote and the route serving it', () => {
    render(
      <RoutePlaceholder
        remote="mfe-catalog"
        route="/product/:id"
        title="Producto"
        release="0.1.0"
      />,
    );
    const region = screen.getByRole('region', { name: 'Producto' });
    expect(region).toHaveAttribute('data-remote', 'mfe-catalog');
    expect(region).toHaveTextContent('mfe-catalog');
    expect(region).toHaveTextContent('/product/:id');
    expect(region).toHaveTextContent('Versión 0.1.0');
  });
});
