/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TILE_URL?: string;
  readonly VITE_IP_LOOKUP_URLS?: string;
  readonly VITE_DEVELOPER_URL?: string;
  readonly VITE_BUG_REPORT_FORM_URL?: string;
}
