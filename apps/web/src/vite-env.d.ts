/// <reference types="vite/client" />

// Build-time settings (VITE_*); all optional, defaults live in src/config.
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}
