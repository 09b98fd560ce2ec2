/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_TILE_URL?: string;
  readonly VITE_IP_LOOKUP_URLS?: string;
  readonly VITE_DEVELOPER_URL?: string;
  readonly VITE_BUG_REPORT_FORM_URL?: string;
}
