import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { Lines, StyledSkeleton, type SkeletonShape } from './skeleton.styles';

export type { SkeletonShape };

type Length = number | string;
const toCss = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** text: a line of text's height; rect: a block (images, cards); circle: avatars */
  shape?: SkeletonShape;
  /** number (px) or any CSS length; default 100% (circle: the height) */
  width?: Length;
  /** number (px) or any CSS length; default 1 line for text, 120px for rect, 40px for circle */
  height?: Length;
}

/**
 * A placeholder for content still loading. Decorative (aria-hidden): announce the loading
 * with a Spinner or `aria-busy` on the region. The shimmer stops under reduced motion.
 */
export function Skeleton({ shape = 'text', width, height, style, ...rest }: SkeletonProps) {
  const h = toCss(height) ?? (shape === 'rect' ? '120px' : shape === 'circle' ? '40px' : undefined);
  const w = toCss(width) ?? (shape === 'circle' ? h : '100%');
  const sizing: CSSProperties = { width: w, height: h, ...style };
  return (
    <StyledSkeleton aria-hidden="true" data-shape={shape} $shape={shape} style={sizing} {...rest} />
  );
}

export interface SkeletonTextProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** number of lines (default 3); the last one is shorter */
  lines?: number;
  /** width of the last line (default 60%) */
  lastLineWidth?: Length;
}

/** A paragraph's worth of text skeleton lines. */
export function SkeletonText({ lines = 3, lastLineWidth = '60%', ...rest }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines aria-hidden="true" data-lines={count} {...rest}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          width={index === count - 1 && count > 1 ? lastLineWidth : '100%'}
        />
      ))}
    </Lines>
  );
}
