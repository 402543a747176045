/**
 * Design tokens (first cut: the values the foundation's chrome uses). The design-system issue
 * replaces this with the full token set emitted as CSS custom properties.
 */
export const tokens = {
  color: {
    brand: '#e8793a',
    brandStrong: '#c25a1f',
    ink: '#2b2118',
    inkMuted: '#6b5d52',
    surface: '#fffaf5',
    surfaceRaised: '#ffffff',
    border: '#ecdccd',
    danger: '#b42318',
  },
  radius: { md: '12px', pill: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  font: {
    family: "'Nunito', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;
