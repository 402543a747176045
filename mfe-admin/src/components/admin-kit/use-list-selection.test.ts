import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListSelection } from './use-list-selection';

describe('useListSelection', () => {
  it('keeps the selection while the list is the same and clears it when it shows other rows', () => {
    const { result, rerender } = renderHook(({ listKey }) => useListSelection(listKey), {
      initialProps: { listKey: 'page-1' },
    });
    act(() => result.current[1](['a', 'b']));
    rerender({ listKey: 'page-1' });
    expect(result.current[0]).toEqual(['a', 'b']);
    rerender({ listKey: 'page-2' });
    expect(result.current[0]).toEqual([]);
  });
});
