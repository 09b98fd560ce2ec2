import { MIN_PASSWORD_LENGTH } from "@riles/core";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { openAPI } from "better-auth/plugins";
import type { Db } from "../db/database";
import * as schema from "../db/schema";
import { confirmationMail, existingAccountMail } from "../mail/account-mails";
import type { Mailer } from "../mail/mailer";

const DAY_SECONDS = 24 * 60 * 60;
/** Where the confirmation link lands; better-auth appends `&error=...` when the token is bad or expired. */
export const CONFIRMED_PATH = "/auth?confirmed=1";

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** PUBLIC_URL and its loopback aliases (config/env.ts). */
  trustedOrigins: string[];
  secret: string;
}

/**
 * better-auth with e-mail + password. Sign-in is refused until the address is confirmed through the
 * mailed link; signing up an existing address answers like a new one and mails its owner a notice.
 * Rate limits are ours (see rate-limit.ts), keyed the same way for every route.
 */
export function createAuth({ db, mailer, publicUrl, trustedOrigins, secret }: AuthOptions) {
  return betterAuth({
    appName: "Riles",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, `${publicUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        // Whatever a client asked for, the link lands on the sign-in screen, which says it worked.
        const link = new URL(url);
        link.searchParams.set("callbackURL", CONFIRMED_PATH);
        await mailer.send(confirmationMail(user.email, link.toString()));
      },
    },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
    // Its generated description of /api/auth/* joins ours in /api/openapi.json; no reference page.
    plugins: [openAPI({ disableDefaultReference: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
