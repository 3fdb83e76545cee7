/** The Ronda mark: a trail of stops ending in a map pin (a round through the day). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="4.5" cy="27" r="2" fill="var(--color-accent)" />
      <circle cx="10" cy="25" r="2" fill="var(--color-accent)" />
      <circle cx="14.5" cy="21.5" r="2" fill="var(--color-accent)" />
      <path
        d="M22 3a7 7 0 0 0-7 7c0 5.2 7 12.5 7 12.5S29 15.2 29 10a7 7 0 0 0-7-7z"
        fill="var(--color-primary)"
      />
      <circle cx="22" cy="10" r="2.6" fill="var(--color-surface)" />
    </svg>
  );
}
