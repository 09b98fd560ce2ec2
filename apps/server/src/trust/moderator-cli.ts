import { ConfigError, loadConfig } from "#server/config/env.ts";
import { openDatabase } from "#server/db/open-database.ts";
import { type RoleChange, setModerator } from "./moderator-roles";

const USAGE = "Usage: npm run moderator -w @riles/server -- grant|revoke <email>";

const SAID: Record<RoleChange, (email: string) => string> = {
  granted: (email) => `${email} is now a moderator`,
  revoked: (email) => `${email} is no longer a moderator`,
  already: (email) => `Nothing to change: ${email} already has that role`,
  "unknown-account": (email) => `No account uses ${email}`,
};

/**
 * `npm run moderator -w @riles/server -- grant|revoke <email>`: the operator's way to make moderators,
 * against the database the server's configuration names (docs/decisions/041-moderation.md).
 */
async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== "grant" && command !== "revoke") || !email) throw new ConfigError(USAGE);
  const config = loadConfig(process.env);
  const database = await openDatabase(config, console.log);
  try {
    const change = await setModerator(
      database.drizzle,
      email,
      command === "grant",
      config.testClockStart ?? new Date(),
    );
    console.log(SAID[change](email));
    return change === "unknown-account" ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
