import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Portal } from './portal';
import { useClickOutside } from './use-click-outside';
import { useEscape } from './use-escape';

function Outside({ onOutside }: { onOutside: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useClickOutside([ref], true, onOutside);
  return (
    <>
      <div ref={ref}>
        <button type="button">Dentro</button>
      </div>
      <button type="button">Fuera</button>
    </>
  );
}

describe('overlay primitives', () => {
  it('renders a portal at the end of body', () => {
    const { container } = render(
      <Portal>
        <p>En el portal</p>
      </Portal>,
    );
    expect(container.textContent).toBe('');
    expect(screen.getByText('En el portal').parentElement).toBe(document.body);
  });

  it('reports pointer presses outside the given elements only', async () => {
    const user = userEvent.setup();
    const onOutside = vi.fn();
    render(<Outside onOutside={onOutside} />);
    await user.click(screen.getByRole('button', { name: 'Dentro' }));
    expect(onOutside).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('ignores an Escape that another widget already handled', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    function Handled() {
      useEscape(true, onEscape);
      return <input aria-label="Buscar" onKeyDown={(event) => event.preventDefault()} />;
    }
    render(<Handled />);
    await user.click(screen.getByRole('textbox', { name: 'Buscar' }));
    await user.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('lets only the newest open overlay handle Escape, then the one under it', async () => {
    const user = userEvent.setup();
    const closed: string[] = [];
    function Layer({ name, open }: { name: string; open: boolean }) {
      useEscape(open, () => closed.push(name));
      return null;
    }
    const { rerender } = render(
      <>
        <Layer name="dropdown" open />
        <Layer name="menu" open />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closed).toEqual(['menu']);
    rerender(
      <>
        <Layer name="dropdown" open />
        <Layer name="menu" open={false} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closed).toEqual(['menu', 'dropdown']);
  });
});
