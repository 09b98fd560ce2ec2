import { afterAll, afterEach } from "vitest";
import { newUnhandledErrors } from "./server-log-watch";

function failOnUnhandledErrors() {
  const errors = newUnhandledErrors();
  if (errors.length > 0) throw new Error(`The server logged unhandled errors:\n${errors.join("\n")}`);
}

afterEach(failOnUnhandledErrors);
// What a server logs while a file's servers stop.
afterAll(failOnUnhandledErrors);
