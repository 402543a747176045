import { describe, expect, it } from 'vitest';
import { getConfig, render, screen } from '@testing-library/react';

describe('the shared setup', () => {
  it('adds jest-dom matchers to expect', () => {
    render(
      <button type="button" disabled aria-pressed="true">
        Guardar
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Guardar');
  });

  it('unmounts what the previous test rendered', () => {
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(document.body).toBeEmptyDOMElement();
  });

  it('gives findBy… and waitFor 10 s, room for a loaded machine', () => {
    expect(getConfig().asyncUtilTimeout).toBe(10_000);
  });
});
