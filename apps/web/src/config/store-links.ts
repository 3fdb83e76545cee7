// Until the apps' store listings are final these open a store search; set VITE_ANDROID_STORE_URL
// and VITE_IOS_STORE_URL at build time to point at the listings.
const DEFAULT_ANDROID_STORE_URL = 'https://play.google.com/store/search?q=Ronda&c=apps';
const DEFAULT_IOS_STORE_URL = 'https://apps.apple.com/in/search?term=Ronda';

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const storeLinks = {
  android: pick(import.meta.env.VITE_ANDROID_STORE_URL, DEFAULT_ANDROID_STORE_URL),
  ios: pick(import.meta.env.VITE_IOS_STORE_URL, DEFAULT_IOS_STORE_URL),
} as const;
