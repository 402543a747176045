/**
 * The rewards page's drawings, inline and decorative, following the theme through
 * `currentColor` (an emoji needs a colour-emoji font, which many systems lack).
 */

/** A gift: the placeholder of a reward without a usable image. */
export function RewardPlaceholderIcon() {
  return (
    <svg
      width={64}
      height={64}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon="reward-placeholder"
    >
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8.5v12" />
      <path d="M12 8.5C10.8 6 9.6 4 8 4a2.2 2.2 0 0 0 0 4.5M12 8.5C13.2 6 14.4 4 16 4a2.2 2.2 0 0 1 0 4.5" />
    </svg>
  );
}

/** A wheel of fortune: the roulette teaser. */
export function RouletteIcon() {
  return (
    <svg
      width={36}
      height={36}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon="roulette"
    >
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="1.6" />
      <path d="M12 3v7.4M12 13.6V21M3 12h7.4M13.6 12H21M5.6 5.6l5.3 5.3M13.1 13.1l5.3 5.3M18.4 5.6l-5.3 5.3M10.9 13.1l-5.3 5.3" />
    </svg>
  );
}
