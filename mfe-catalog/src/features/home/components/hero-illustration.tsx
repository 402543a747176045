import { vars } from '@bonis/design-system';

function Paw({ x, y, scale }: { x: number; y: number; scale: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx="0" cy="8" rx="11" ry="9" />
      <circle cx="-11" cy="-6" r="4.5" />
      <circle cx="-4" cy="-12" r="4.5" />
      <circle cx="4" cy="-12" r="4.5" />
      <circle cx="11" cy="-6" r="4.5" />
    </g>
  );
}

/**
 * The hero's built-in image (no banner, or its image failed): paws, a food bowl and a bone in
 * the theme's colours, drawn inline so it needs no request. Decorative.
 */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 1920 700"
      width="1920"
      height="700"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
      data-hero-illustration=""
    >
      <rect width="1920" height="700" fill={vars.color.brandSoft} />
      <circle cx="1500" cy="350" r="420" fill={vars.color.surface} opacity="0.35" />
      <g fill={vars.color.brand} opacity="0.18">
        <Paw x={260} y={150} scale={2.2} />
        <Paw x={700} y={560} scale={1.6} />
        <Paw x={1060} y={130} scale={1.3} />
      </g>
      <g transform="translate(1330 380) scale(1.5)">
        <path d="M-90 0h180l-22 70h-136z" fill={vars.color.brand} />
        <ellipse cx="0" cy="0" rx="90" ry="18" fill={vars.color.onBrandSoft} opacity="0.5" />
      </g>
      <g transform="translate(1690 300) rotate(-20) scale(1.4)" fill={vars.color.surface}>
        <circle cx="-62" cy="-18" r="22" />
        <circle cx="-62" cy="18" r="22" />
        <circle cx="62" cy="-18" r="22" />
        <circle cx="62" cy="18" r="22" />
        <rect x="-66" y="-20" width="132" height="40" />
      </g>
    </svg>
  );
}
