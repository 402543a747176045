import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { stubIntersectionObserver } from './intersection-observer';

const observer = stubIntersectionObserver();

function Lazy({ margin = '0px' }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    io.observe(element);
    return () => io.disconnect();
  }, [margin]);
  return <div ref={ref}>{seen ? 'visible' : 'oculto'}</div>;
}

describe('stubIntersectionObserver', () => {
  it('reports an observed element as on screen at once', async () => {
    render(<Lazy />);
    expect(await screen.findByText('visible')).toBeInTheDocument();
  });

  it('holds elements off screen until revealed, and keeps the root margins', async () => {
    observer.hold();
    render(<Lazy margin="300px 0px" />);
    await Promise.resolve();
    expect(screen.getByText('oculto')).toBeInTheDocument();
    expect(observer.rootMargins()).toEqual(['300px 0px']);

    observer.reveal();

    expect(await screen.findByText('visible')).toBeInTheDocument();
  });

  it('stops holding after the test that held', async () => {
    render(<Lazy />);
    expect(await screen.findByText('visible')).toBeInTheDocument();
    expect(observer.rootMargins()).toEqual(['0px']);
  });
});
