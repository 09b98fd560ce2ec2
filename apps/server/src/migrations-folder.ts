import { fileURLToPath } from "node:url";

/**
 * Resolved from a module one folder below the package, as the built server (`dist/index.js`, one
 * bundle) is too: keep this file in `src/`, not deeper, so both find `drizzle/`.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));
