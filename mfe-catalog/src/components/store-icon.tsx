import type { ReactNode } from 'react';
import type { StoreIconName } from '../lib/store-icons';

/** 24 × 24 line drawings in the current text colour (`lib/store-icons.ts` says which is whose). */
const SHAPES: Readonly<Record<StoreIconName, ReactNode>> = {
  paw: (
    <>
      <ellipse cx="5.6" cy="10" rx="1.9" ry="2.4" />
      <ellipse cx="9.5" cy="5.8" rx="1.9" ry="2.4" />
      <ellipse cx="14.5" cy="5.8" rx="1.9" ry="2.4" />
      <ellipse cx="18.4" cy="10" rx="1.9" ry="2.4" />
      <path d="M12 11c-2.8 0-5.6 4-5.6 6.4 0 1.7 1.3 2.6 2.8 2.6 1.2 0 1.9-.6 2.8-.6s1.6.6 2.8.6c1.5 0 2.8-.9 2.8-2.6C17.6 15 14.8 11 12 11z" />
    </>
  ),
  dog: (
    <>
      <path d="M8 6.6C8.9 5 10.4 4 12 4s3.1 1 4 2.6V14c0 3.2-1.8 5.6-4 5.6S8 17.2 8 14z" />
      <path d="M8.2 6.2 4.6 7.6l.5 5.6 2.9-1.6M15.8 6.2l3.6 1.4-.5 5.6-2.9-1.6" />
      <circle cx="10.3" cy="10.6" r=".9" fill="currentColor" stroke="none" />
      <circle cx="13.7" cy="10.6" r=".9" fill="currentColor" stroke="none" />
      <path d="M10.9 14.2h2.2L12 15.6z" fill="currentColor" />
    </>
  ),
  cat: (
    <>
      <path d="M5 4.5l3.6 3h6.8l3.6-3v8.6c0 4-3.1 6.6-7 6.6s-7-2.6-7-6.6z" />
      <circle cx="9.5" cy="12" r=".9" fill="currentColor" stroke="none" />
      <circle cx="14.5" cy="12" r=".9" fill="currentColor" stroke="none" />
      <path d="M11.1 14.8h1.8l-.9 1.1z" fill="currentColor" />
      <path d="M2.5 13.8l4 .6M2.5 16.6l4-.6M21.5 13.8l-4 .6M21.5 16.6l-4-.6" />
    </>
  ),
  bone: (
    <>
      <path d="M9.6 7.2 16.8 14.4" />
      <path d="M7.1 9.7 14.3 16.9" />
      <path d="M9.6 7.2a2.4 2.4 0 1 0-3.8.8 2.4 2.4 0 1 0 1.3 1.7" />
      <path d="M16.8 14.4a2.4 2.4 0 1 1 1.3 1.7 2.4 2.4 0 1 1-3.8.8" />
    </>
  ),
  scissors: (
    <>
      <circle cx="6.5" cy="6.5" r="2.8" />
      <circle cx="6.5" cy="17.5" r="2.8" />
      <path d="M8.6 8.4 20 18M8.6 15.6 20 6" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.5 6.5a1.4 1.4 0 0 1-2 0z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  bird: (
    <>
      <path d="M15.8 5.5a3.2 3.2 0 0 0-5.3 2.4v3C7.8 10.9 5.3 9.6 3.5 7.5c-.6 5 2.5 9.4 7.4 10h1.2a6.3 6.3 0 0 0 6.1-6.4V9.2l2.3-1.2-2.3-1.2c-.6-.8-1.4-1.3-2.4-1.3z" />
      <circle cx="15.2" cy="8.3" r=".8" fill="currentColor" stroke="none" />
      <path d="M10.5 17.5v3M13.5 17.3v3.2" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-4.2 6.2-6 9.6-6 3.4 0 6 2.4 7.9 6-1.9 3.6-4.5 6-7.9 6-3.4 0-6.6-1.8-9.6-6z" />
      <path d="M3 12 1.5 8.5M3 12l-1.5 3.5" />
      <circle cx="15.8" cy="11" r=".9" fill="currentColor" stroke="none" />
      <path d="M10.5 8.5c.8 1.9.8 5.1 0 7" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 5.8v5.6c0 4.6 3.2 8.2 7.5 9.6 4.3-1.4 7.5-5 7.5-9.6V5.8z" />
      <path d="m8.8 12 2.3 2.3 4.3-4.6" />
    </>
  ),
  crown: (
    <>
      <path d="M3.5 8 7.6 12 12 5l4.4 7 4.1-4-1.6 10H5.1z" />
      <path d="M5.5 20.5h13" />
    </>
  ),
  bowl: (
    <>
      <path d="M3 11.5h18a9 9 0 0 1-18 0z" />
      <path d="M7.5 11.5c.4-2.4 2.3-4 4.5-4s4.1 1.6 4.5 4" />
      <path d="M9.5 7.9 9 5.5M14.5 7.9l.5-2.4M12 7.5V4.8" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 3.5 11.6 8.4 16.5 10 11.6 11.6 10 16.5 8.4 11.6 3.5 10 8.4 8.4z" />
      <path d="M18 14.5l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M4.6 8c4.6 1.9 10.2 1.9 14.8 0M4.6 16c4.6-1.9 10.2-1.9 14.8 0" />
    </>
  ),
  pill: (
    <>
      <rect x="2.6" y="8.2" width="18.8" height="7.6" rx="3.8" transform="rotate(-45 12 12)" />
      <path d="m8.6 8.6 6.8 6.8" />
    </>
  ),
  collar: (
    <>
      <path d="M4 9c0-2.5 3.6-4.5 8-4.5s8 2 8 4.5v2.8c0 2.5-3.6 4.5-8 4.5s-8-2-8-4.5z" />
      <path d="M4 9c0 2.5 3.6 4.5 8 4.5s8-2 8-4.5" />
      <circle cx="12" cy="19.3" r="1.9" />
      <path d="M12 16.3v1.1" />
    </>
  ),
  yarn: (
    <>
      <circle cx="11" cy="12" r="7.5" />
      <path d="M5.2 7.4c3.4 1 6.3 3.7 7.6 11.7M8.2 5.3c3.9 1.5 6.9 5.5 8.5 10.8M4 13.7c3-.6 7.2.9 9.9 5M18.5 12.4c1.4 2 2.2 4.5 2 7.1" />
    </>
  ),
  house: (
    <>
      <path d="M4 10.5 12 4l8 6.5V20H4z" />
      <path d="M9.6 20v-4.6a2.4 2.4 0 0 1 4.8 0V20" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 12.5H6z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M6 3.5H5v5.5a4.5 4.5 0 0 0 9 0V3.5h-1" />
      <path d="M9.5 13.5v1.8a4.7 4.7 0 0 0 9.4 0v-2.6" />
      <circle cx="18.9" cy="10.8" r="1.9" />
    </>
  ),
  clinic: (
    <>
      <path d="M4 20.5V8.5l8-5 8 5v12" />
      <path d="M12 9.5v6M9 12.5h6" />
      <path d="M2.5 20.5h19" />
    </>
  ),
  phone: (
    <>
      <path d="M6.6 3.5h2.6l1.4 4-1.9 1.4a11 11 0 0 0 6.4 6.4l1.4-1.9 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
};

export interface StoreIconProps {
  name: StoreIconName;
  className?: string;
}

/**
 * One of the store's icons as inline SVG: 1em square (the surrounding font size sizes it),
 * drawn in `currentColor`, decorative (the text next to it names the link).
 */
export function StoreIcon({ name, className }: StoreIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {SHAPES[name]}
    </svg>
  );
}
