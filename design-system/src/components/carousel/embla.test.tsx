import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadEmbla, useEmbla } from './embla';

function Probe({ onApi }: { onApi: (api: unknown) => void }) {
  const [ref, api] = useEmbla({ active: true }, { delay: 5000, playOnInit: false });
  onApi(api);
  return (
    <div ref={ref} style={{ width: '300px' }}>
      <div>
        <div style={{ width: '300px' }}>1</div>
        <div style={{ width: '300px' }}>2</div>
      </div>
    </div>
  );
}

describe('useEmbla', () => {
  it('loads Embla only when a carousel mounts, then starts it with the Autoplay plugin', async () => {
    const seen: unknown[] = [];
    render(<Probe onApi={(api) => seen.push(api)} />);
    // this file's module registry is fresh: nothing has loaded Embla yet
    expect(seen[0]).toBeUndefined();
    await waitFor(() => expect(seen.at(-1)).toBeDefined());
    const api = seen.at(-1) as { plugins: () => Record<string, unknown>; destroy: () => void };
    expect(Object.keys(api.plugins())).toContain('autoplay');
    // one download, shared by every carousel after
    expect(loadEmbla()).toBe(loadEmbla());
  });

  it('destroys the carousel when it unmounts', async () => {
    await loadEmbla();
    let api: { on: (event: string, fn: () => void) => void } | undefined;
    const view = render(
      <Probe
        onApi={(value) => {
          api = value as typeof api;
        }}
      />,
    );
    expect(api).toBeDefined();
    let destroyed = false;
    api?.on('destroy', () => {
      destroyed = true;
    });
    act(() => view.unmount());
    expect(destroyed).toBe(true);
  });
});
