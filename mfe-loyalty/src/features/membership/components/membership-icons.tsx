/**
 * The value blurbs' icons, drawn inline (decorative) so they look the same on every device and
 * follow the theme through `currentColor`.
 */
const iconProps = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A price tag: guaranteed savings. */
export function SavingsIcon() {
  return (
    <svg {...iconProps} data-icon="savings">
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </svg>
  );
}

/** A lightning bolt: priority access. */
export function PriorityIcon() {
  return (
    <svg {...iconProps} data-icon="priority">
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
    </svg>
  );
}

/** A crown: the premium experience. */
export function PremiumIcon() {
  return (
    <svg {...iconProps} data-icon="premium">
      <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z" />
    </svg>
  );
}
