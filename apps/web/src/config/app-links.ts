/**
 * Build-time links of Settings (README: VITE_DEVELOPER_URL, VITE_BUG_REPORT_FORM_URL). An unset or
 * non-http(s) value means "not configured": Settings then leaves out the developer link and shows our
 * own bug-report form instead of the external one.
 */
function httpUrlOrNull(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export const DEVELOPER_PROFILE_URL = httpUrlOrNull(import.meta.env.VITE_DEVELOPER_URL);

export const BUG_REPORT_FORM_URL = httpUrlOrNull(import.meta.env.VITE_BUG_REPORT_FORM_URL);
