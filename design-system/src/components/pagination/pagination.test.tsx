import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

const nav = () => screen.getByRole('navigation', { name: 'Paginación' });
const previous = () => screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement;

describe('Pagination', () => {
  it('is a navigation landmark named Paginación listing the pages of the rule', () => {
    render(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    const pages = within(nav())
      .getAllByRole('button', { name: /^Página/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(nav().textContent?.match(/…/g)).toHaveLength(2);
  });

  it('marks the current page with aria-current', () => {
    render(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Página 4' })).not.toHaveAttribute('aria-current');
  });

  it('disables Anterior on the first page and Siguiente on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
  });

  it('asks for the previous, next and chosen pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    await user.click(previous());
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Página 10' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [10]]);
  });

  it('does not ask for the page already shown', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('changes page from the keyboard', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={5} onPageChange={onPageChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard(' ');
    expect(onPageChange.mock.calls).toEqual([[2], [2]]);
  });

  it('renders nothing for a single page or none', () => {
    const { container, rerender } = render(
      <Pagination page={1} totalPages={1} onPageChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
