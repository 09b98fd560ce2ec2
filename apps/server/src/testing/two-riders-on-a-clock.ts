import { beforeAll } from "vitest";
import { signedInClient } from "./accounts";
import { serverForThisFile } from "./server-for-this-file";
import type { TestClient } from "./test-server";

/**
 * The test file's server on a clock the test moves (`clock.now`, from `start`), and two riders signed in
 * before its tests (`riders()`): what a test of answers learned from several riders' reports needs.
 */
export function twoRidersOnAClock(start: Date, emailPrefix: string) {
  const clock = { now: start };
  const server = serverForThisFile({ clock: () => clock.now });
  const signedIn: TestClient[] = [];
  beforeAll(async () => {
    signedIn.push(
      await signedInClient(server, `${emailPrefix}-1@example.ph`),
      await signedInClient(server, `${emailPrefix}-2@example.ph`),
    );
  });
  const riders = (): [TestClient, TestClient] => {
    const [first, second] = signedIn;
    if (!first || !second) throw new Error("The riders are read before the file's tests start");
    return [first, second];
  };
  return { server, clock, riders };
}
