import { and, eq, lt } from "drizzle-orm";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { session, user, verification } from "#server/db/schema.ts";

/** An account whose address was never confirmed is deleted this long after its sign-up (docs/product.md). */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;
/** How often a process sweeps; several processes sweeping the same rows delete them once. */
const SWEEP_MS = 60 * 60_000;

interface Swept {
  unconfirmedAccounts: number;
  expiredSessions: number;
  expiredLinks: number;
}

/**
 * Deletes what no one can use any more and that would otherwise stay for ever: accounts whose address was
 * never confirmed (their owner, or whoever typed the address, never answered the mail; the address is free
 * for a new sign-up), sessions past their 30 days, and confirmation and reset links past their hour
 * (docs/decisions/194-unconfirmed-accounts-are-deleted.md).
 */
export class AccountHousekeeping {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweepLogged(), SWEEP_MS);
    this.timer.unref();
    void this.sweepLogged();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  async sweep(): Promise<Swept> {
    const now = this.clock();
    const unconfirmedBefore = new Date(now.getTime() - UNCONFIRMED_ACCOUNT_DAYS * DAY_MS);
    const unconfirmed = await this.db
      .delete(user)
      .where(and(eq(user.emailVerified, false), lt(user.createdAt, unconfirmedBefore)))
      .returning({ id: user.id });
    const sessions = await this.db
      .delete(session)
      .where(lt(session.expiresAt, now))
      .returning({ id: session.id });
    const links = await this.db
      .delete(verification)
      .where(lt(verification.expiresAt, now))
      .returning({ id: verification.id });
    return {
      unconfirmedAccounts: unconfirmed.length,
      expiredSessions: sessions.length,
      expiredLinks: links.length,
    };
  }

  private sweepLogged(): Promise<unknown> {
    this.sweeping = this.sweep().then(
      (swept) => {
        if (swept.unconfirmedAccounts + swept.expiredSessions + swept.expiredLinks > 0)
          this.log(
            `Accounts: deleted ${swept.unconfirmedAccounts} never confirmed, ${swept.expiredSessions} expired sessions, ${swept.expiredLinks} expired links`,
          );
      },
      // A database outage: what was due is swept the next hour.
      (error: unknown) =>
        this.log(`Accounts: a sweep failed (${error instanceof Error ? error.message : error})`),
    );
    return this.sweeping;
  }
}
