import { lock } from "proper-lockfile";

/** A lock its holder stopped refreshing (a process killed with SIGKILL, a machine gone) is this old. */
const STALE_MS = 15_000;
const REFRESH_MS = 5_000;
/** A start waits this long, looking once a second, for a dead holder's lock to go stale. */
const WAIT_S = 20;

/**
 * Takes the embedded database's folder for this process: PGlite has no lock of its own, and two processes
 * writing one folder lose each other's writes (docs/decisions/193-one-process-per-embedded-database.md).
 * Resolves to what gives the folder back; a lock lost while held (another process took it over after this
 * one stalled) stops the process rather than let two write.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lock(dir, {
      stale: STALE_MS,
      update: REFRESH_MS,
      retries: { retries: WAIT_S, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      onCompromised: (error) => {
        throw new Error(`The embedded database's lock on ${dir} was lost (${error.message}): stopping`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new Error(
      `Another process has the embedded database in ${dir} open: only one process may open it. Stop that ` +
        "process first (the server, or a moderator command), or set DATABASE_URL so processes share PostgreSQL.",
    );
  }
}
