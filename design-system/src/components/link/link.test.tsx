import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

/** Stands in for a router's Link: takes `to`, renders an anchor. */
function FakeRouterLink({ to, ...rest }: { to: string } & ComponentPropsWithRef<'a'>) {
  return <a href={`#router${to}`} data-router="" {...rest} />;
}

describe('Link', () => {
  it('is an anchor to its href', () => {
    render(<Link href="/policies">Políticas</Link>);
    const link = screen.getByRole('link', { name: 'Políticas' });
    expect(link).toHaveAttribute('href', '/policies');
    expect(link).toHaveAttribute('data-variant', 'default');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('opens external links in a new tab safely and says so to screen readers', () => {
    render(
      <Link href="https://wa.me/573001234567" external>
        WhatsApp
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'WhatsApp (abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a router link with the same styles through `component`', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link component={FakeRouterLink} to="/dogs" variant="subtle" onClick={onClick}>
        Perros
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Perros' });
    expect(link).toHaveAttribute('href', '#router/dogs');
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link).toHaveAttribute('data-variant', 'subtle');
    link.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards ref and className to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} className="nav" href="/deals">
        Ofertas
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Ofertas' });
    expect(ref.current).toBe(link);
    expect(link.classList.contains('nav')).toBe(true);
  });
});
