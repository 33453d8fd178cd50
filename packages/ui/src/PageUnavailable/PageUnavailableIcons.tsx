/*
 * The coming-soon icons, drawn inline (no icon font): a stamp card, a gift, a megaphone and a
 * star, all in currentColor. They are decorative; the page's text says what is going on.
 */

export function StampCardIcon() {
  return (
    <svg viewBox="0 0 64 64" fill="none">
      <rect x="6" y="14" width="52" height="36" rx="6" stroke="currentColor" strokeWidth="3.5" />
      <circle cx="20" cy="32" r="5" fill="currentColor" />
      <circle cx="32" cy="32" r="5" fill="currentColor" />
      <circle cx="44" cy="32" r="5" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

export function GiftIcon() {
  return (
    <svg viewBox="0 0 64 64" fill="none">
      <rect x="10" y="24" width="44" height="12" rx="2" stroke="currentColor" strokeWidth="3.5" />
      <path d="M14 36v18h36V36" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M32 24v30" stroke="currentColor" strokeWidth="3.5" />
      <path
        d="M32 24c-4-8-14-10-14-3 0 3 4 3 14 3Zm0 0c4-8 14-10 14-3 0 3-4 3-14 3Z"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MegaphoneIcon() {
  return (
    <svg viewBox="0 0 64 64" fill="none">
      <path d="M10 26h10l24-12v36L20 38H10Z" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M20 38l4 14h8l-4-14" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M52 26v12" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg viewBox="0 0 64 64" fill="none">
      <path
        d="M32 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2Z"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg viewBox="0 0 64 64" fill="none">
      <rect x="18" y="6" width="28" height="52" rx="5" stroke="currentColor" strokeWidth="3.5" />
      <path d="M28 50h8" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="32" cy="26" r="7" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

export const comingSoonIcons = [StampCardIcon, GiftIcon, MegaphoneIcon, StarIcon] as const;
