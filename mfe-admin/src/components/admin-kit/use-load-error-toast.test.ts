import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '@bonis/design-system/bus';
import { useLoadErrorToast } from './use-load-error-toast';

describe('useLoadErrorToast', () => {
  afterEach(() => vi.restoreAllMocks());

  it('toasts once per failed read, and nothing before the first', () => {
    const toastRequested = vi.fn();
    vi.spyOn(bus, 'getState').mockReturnValue({
      ...bus.getState(),
      toastRequested,
    });
    const { rerender } = renderHook(({ at }) => useLoadErrorToast(at, 'No se pudo cargar'), {
      initialProps: { at: 0 },
    });
    expect(toastRequested).not.toHaveBeenCalled();
    rerender({ at: 1000 });
    rerender({ at: 1000 });
    expect(toastRequested).toHaveBeenCalledTimes(1);
    expect(toastRequested).toHaveBeenCalledWith({ title: 'No se pudo cargar', tone: 'error' });
    rerender({ at: 2000 });
    expect(toastRequested).toHaveBeenCalledTimes(2);
  });
});
