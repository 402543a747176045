import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    ['Ana Gómez', 'AG'],
    ['ana', 'A'],
    ['  María José de la Cruz ', 'MC'],
    ['Ángela Úsuga', 'ÁÚ'],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as alt text', () => {
    render(<Avatar name="Ana Gómez" src="/ana.png" size="lg" />);
    const image = screen.getByRole('img', { name: 'Ana Gómez' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/ana.png');
  });

  it('shows initials, named by the name, without a photo', () => {
    render(<Avatar name="Ana Gómez" />);
    const avatar = screen.getByRole('img', { name: 'Ana Gómez' });
    expect(avatar.textContent).toBe('AG');
    expect(avatar).toHaveAttribute('data-state', 'fallback');
  });

  it('falls back to initials when the photo fails to load, and retries a new photo', () => {
    const { rerender } = render(<Avatar name="Ana Gómez" src="/rota.png" />);
    // the browser fires `error` when the photo fails to load: no user action does that
    fireEvent.error(screen.getByRole('img', { name: 'Ana Gómez' }));
    expect(screen.getByRole('img', { name: 'Ana Gómez' }).textContent).toBe('AG');
    rerender(<Avatar name="Ana Gómez" src="/nueva.png" />);
    expect(screen.getByRole('img', { name: 'Ana Gómez' })).toHaveAttribute('src', '/nueva.png');
  });

  it("says 'Usuario' without a name", () => {
    render(<Avatar />);
    expect(screen.getByRole('img', { name: 'Usuario' })).toBeInTheDocument();
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<Avatar name="Ana Gómez" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
