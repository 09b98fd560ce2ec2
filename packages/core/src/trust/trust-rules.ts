/**
 * When the crowd's word outweighs one account (docs/decisions/040-reports-people-can-trust.md). The
 * server's SQL predicate "still counts" (apps/server/src/trust/still-counts.ts) applies the same numbers.
 */
export const TRUST_RULES = {
  /** A report stops counting once at least this many riders dispute it... */
  disputesToWithdraw: 2,
  /** A line's trouble mark needs this many different riders, or one report confirmed by another rider. */
  ridersForLineMark: 2,
  /** A suspension withdraws the account's reports stamped this long before it. */
  suspensionLookbackMs: 24 * 60 * 60 * 1000,
  /**
   * Cancellations one account may report in 30 minutes: a rider sees their own station's trains, and
   * perhaps a second station's on the way; one account cannot mark a whole line's stations
   * (docs/decisions/136-the-arrivals-heed-a-cancellation-riders-back.md).
   */
  cancellationsPerRider: 3,
  /** Suspension periods a moderator may choose, in days. */
  suspensionDays: [1, 7, 30] as const,
} as const;

export const VOTES = ["confirm", "dispute"] as const;
export type Vote = (typeof VOTES)[number];

interface VoteCounts {
  confirmed_by: number;
  disputed_by: number;
}

/** ...and more riders dispute it than confirm it. */
export function isDisputedAway({ confirmed_by, disputed_by }: VoteCounts): boolean {
  return disputed_by >= TRUST_RULES.disputesToWithdraw && disputed_by > confirmed_by;
}

/** Why a report no longer counts, as a screen and the audit name it. */
export const WITHDRAWAL_REASONS = ["disputed", "hidden", "suspended"] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];
