/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  /** The icons' sprite (src/build/vite/iconSpritePlugin.ts). */
  readonly ICON_SPRITE_URL: string;
  readonly VITE_API_URL?: string;
  readonly VITE_VITALS_SAMPLE_RATE?: string;
}
