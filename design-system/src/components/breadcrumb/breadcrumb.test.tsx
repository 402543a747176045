import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumb } from './breadcrumb';
import type { RenderLink } from './render-link';

const items = [
  { label: 'Inicio', href: '/' },
  { label: 'Perros', href: '/dogs' },
  { label: 'Alimento Premium Adulto 15 kg' },
];

describe('Breadcrumb', () => {
  it('is a navigation landmark named in Spanish holding an ordered list', () => {
    render(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links every step but the last, which is marked as the current page', () => {
    render(<Breadcrumb items={items} />);
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Perros' })).toHaveAttribute('href', '/dogs');
    expect(screen.queryByRole('link', { name: /Alimento/ })).not.toBeInTheDocument();
    const current = screen.getByText('Alimento Premium Adulto 15 kg');
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through the given renderer, as a router Link would', () => {
    const renderLink: RenderLink = ({ href, children }) => (
      <a href={`#${href}`} data-router="yes">
        {children}
      </a>
    );
    render(<Breadcrumb items={items} renderLink={renderLink} />);
    const link = screen.getByRole('link', { name: 'Perros' });
    expect(link).toHaveAttribute('href', '#/dogs');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('reaches each link with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Breadcrumb items={items} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Perros' })).toHaveFocus();
  });

  it('shows a step without href as plain text and renders nothing for no items', () => {
    const { container, rerender } = render(
      <Breadcrumb
        items={[{ label: 'Inicio', href: '/' }, { label: 'Catálogo' }, { label: 'X' }]}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Catálogo' })).not.toBeInTheDocument();
    rerender(<Breadcrumb items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
