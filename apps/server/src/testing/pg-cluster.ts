import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../../scripts/server-process.mjs";

function postgresBin(): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("PostgreSQL server binaries are missing: apt-get install postgresql");
  return join("/usr/lib/postgresql", versions[0], "bin");
}

export interface PgCluster {
  /** A connection URL for database `name` (`postgres` by default). */
  url: (name?: string) => string;
  start: () => void;
  stop: () => void;
  /** `pg_ctl stop -m immediate`: the server quits at once without a clean shutdown, like a crash. */
  crash: () => void;
  /** SIGSTOP to the postmaster and every backend: a database that hangs rather than one that is gone. */
  pause: () => void;
  /** SIGCONT to the same processes. */
  resume: () => void;
  destroy: () => void;
}

/**
 * A watcher outside this process stops the cluster and removes its folder once `pid` is gone, so a test
 * run that is killed (no teardown) leaves no PostgreSQL behind. After a normal teardown it finds nothing.
 */
function stopWhenGone(pid: number, pgCtl: string, dir: string): void {
  const script = `while kill -0 ${pid} 2>/dev/null; do sleep 2; done; ${pgCtl} -D '${dir}/data' -m immediate stop >/dev/null 2>&1; rm -rf '${dir}'`;
  spawn("sh", ["-c", script], { detached: true, stdio: "ignore" }).unref();
}

/**
 * A throwaway PostgreSQL server in a temp folder on a free loopback port (decision 005).
 * PostgreSQL refuses to run as root, so as root it runs as the postgres user.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "riles-pg-"));
  const dataDir = join(dir, "data");
  const port = await freePort();
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, program);
    const fullArgs = asRoot ? ["-u", "postgres", "--", join(bin, program), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ["ignore", "ignore", "pipe"], cwd: dir });
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options, "-w", "-l", join(dir, "log"), "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  const crash = () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  const signalAll = (signal: NodeJS.Signals) => {
    const postmaster = readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0] ?? "";
    const children = execFileSync("ps", ["-o", "pid=", "--ppid", postmaster]).toString();
    for (const pid of [postmaster, ...children.split("\n")].map(Number).filter((pid) => pid > 0)) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone meanwhile
      }
    }
  };
  start();
  stopWhenGone(
    process.pid,
    asRoot ? `runuser -u postgres -- ${join(bin, "pg_ctl")}` : join(bin, "pg_ctl"),
    dir,
  );
  return {
    url: (name = "postgres") => `postgres://postgres@127.0.0.1:${port}/${name}`,
    start,
    stop,
    crash,
    pause: () => signalAll("SIGSTOP"),
    resume: () => signalAll("SIGCONT"),
    destroy: () => {
      try {
        signalAll("SIGCONT");
      } catch {
        // not running
      }
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
