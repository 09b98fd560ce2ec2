import type { Direction } from "../domain-types";
import type { Sighting } from "./sightings";

/**
 * The day's sightings without those of the account that sent the most of them, when it sent more than one
 * (where reports name who sent them, as on the server). The run-time factor is learned from pairs of
 * sightings: one account reporting one train at station after station made every pair it wanted, and set
 * the factor of the whole line (docs/decisions/201-one-account-does-not-set-the-run-times.md). A day whose
 * riders each report once is learned from as before.
 */
export function withoutLoudestAccount(
  trains: ReadonlyMap<Direction, readonly Sighting[]>,
): Map<Direction, readonly Sighting[]> {
  const sent = new Map<string, number>();
  for (const sightings of trains.values())
    for (const { report } of sightings)
      if (report.reporter) sent.set(report.reporter, (sent.get(report.reporter) ?? 0) + 1);
  let loudest: string | undefined;
  let most = 1;
  for (const [reporter, count] of sent)
    if (count > most) {
      loudest = reporter;
      most = count;
    }
  return new Map(
    [...trains].map(([direction, sightings]) => [
      direction,
      loudest === undefined ? sightings : sightings.filter(({ report }) => report.reporter !== loudest),
    ]),
  );
}
