/**
 * The store's gift, drawn inline so the empty bonus list shows it on any device (an emoji needs a
 * colour-emoji font, which many systems lack). The bonuses' own icons are the emoji an admin
 * picked (`bonus_store.icon`) and stay as they are. Decorative.
 */
export function GiftIcon() {
  return (
    <svg
      width={40}
      height={40}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon="gift"
    >
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8.5v12" />
      <path d="M12 8.5C10.8 6 9.6 4 8 4a2.2 2.2 0 0 0 0 4.5M12 8.5C13.2 6 14.4 4 16 4a2.2 2.2 0 0 1 0 4.5" />
    </svg>
  );
}
