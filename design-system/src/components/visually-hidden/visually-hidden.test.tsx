import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the element around it', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Cerrar</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('passes ids and other attributes to its span', () => {
    render(<VisuallyHidden id="nota">(obligatorio)</VisuallyHidden>);
    const node = screen.getByText('(obligatorio)');
    expect(node.tagName).toBe('SPAN');
    expect(node.id).toBe('nota');
  });
});
