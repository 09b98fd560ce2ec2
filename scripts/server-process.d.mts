import type { ChildProcess } from "node:child_process";

export function freePort(): Promise<number>;

export interface StartedServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed, when started with `output: "pipe"`. */
  log: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; its code. */
  stop: () => Promise<number | null>;
}

export function startServerProcess(options: {
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  output?: "inherit" | "pipe" | "ignore";
  healthy?: boolean;
  /** A restart that keeps the address (so browsers' cookies and Origin stay valid). */
  port?: number;
}): Promise<StartedServerProcess>;
