// Simplified store marks drawn here, so no image is fetched from another site.

export function PlayStoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 2.5 14.2 12 4 21.5c-.5-.2-.8-.7-.8-1.3V3.8c0-.6.3-1.1.8-1.3z" fill="#34a853" />
      <path d="m17.6 8.9-3.4 3.1L4 2.5l.4.2 13.2 6.2z" fill="#4285f4" />
      <path d="m17.6 15.1-13.2 6.2-.4.2L14.2 12l3.4 3.1z" fill="#ea4335" />
      <path d="m21 10.5-3.4-1.6-3.4 3.1 3.4 3.1 3.4-1.6c1.2-.6 1.2-2.4 0-3z" fill="#fbbc04" />
    </svg>
  );
}

export function AppleIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.1 2.5-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-1-2.4-4.1zM14 5.2c.7-.8 1.1-1.9 1-3-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.2-.6 2.9-1.4z"
      />
    </svg>
  );
}
