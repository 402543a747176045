import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Portal } from './portal';

function Page() {
  return (
    <div>
      <p>contenido</p>
      <Portal>
        <div role="status">avisos</div>
      </Portal>
    </div>
  );
}

describe('Portal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders nothing on the server', () => {
    expect(renderToString(<Page />)).toBe('<div><p>contenido</p></div>');
  });

  it('hydrates a server-rendered page without a mismatch, then mounts into document.body', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // the portal's content is at the end of <body>, outside the hydrated container
    const status = document.body.querySelector('[role="status"]');
    expect(status?.textContent).toBe('avisos');
    expect(container.contains(status)).toBe(false);
    act(() => root?.unmount());
    container.remove();
  });

  it('mounts in the first render of a page rendered in the browser', () => {
    const { getByRole } = render(<Page />);
    expect(getByRole('status').textContent).toBe('avisos');
  });
});
