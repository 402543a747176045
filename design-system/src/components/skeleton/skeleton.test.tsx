import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const node = container.firstElementChild as HTMLElement;
    expect(node).toHaveAttribute('aria-hidden', 'true');
    expect(node).toHaveAttribute('data-shape', 'text');
  });

  it('takes widths and heights in px or CSS lengths', () => {
    const { container } = render(<Skeleton shape="rect" width={200} height="50%" />);
    const node = container.firstElementChild as HTMLElement;
    expect(node.style.width).toBe('200px');
    expect(node.style.height).toBe('50%');
  });

  it('draws a circle as wide as it is high', () => {
    const { container } = render(<Skeleton shape="circle" height={64} />);
    const node = container.firstElementChild as HTMLElement;
    expect(node).toHaveAttribute('data-shape', 'circle');
    expect(node.style.width).toBe('64px');
    expect(node.style.height).toBe('64px');
  });
});

describe('SkeletonText', () => {
  it('draws the number of lines asked for, the last one shorter', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const root = container.firstElementChild as HTMLElement;
    const lines = root.querySelectorAll<HTMLElement>('[data-shape="text"]');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(lines).toHaveLength(4);
    expect(lines[3]?.style.width).toBe('60%');
    expect(lines[0]?.style.width).toBe('100%');
  });
});
