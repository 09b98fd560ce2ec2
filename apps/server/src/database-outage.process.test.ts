import { REFUSAL_TEXTS_EN } from "@riles/core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_APPLICATION_NAME } from "#server/db/postgres-listener.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { type PgCluster, startPgCluster } from "#server/testing/pg-cluster.ts";
import { type PostAnswer, postUntil, reportNumber } from "#server/testing/report-posters.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";
import { type SmtpSink, startSmtpSink } from "#server/testing/smtp-sink.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import { cookieClient, type TestClient } from "#server/testing/test-server.ts";
import { TEST_VAPID_ENV } from "#server/testing/vapid-env.ts";

/** Crash cycles in one run; RILES_OUTAGE_TRIALS=10 repeats it to show it is no lucky race. */
const TRIALS = Number(process.env.RILES_OUTAGE_TRIALS ?? 2);
const POSTERS = 16;
const OUTAGE_MS = 5000;
const PROMPT_MS = 5000;
/**
 * A database that hangs instead of going away: a request may wait 2 s for a pooled connection and 4 s for
 * an answer that never comes (src/db/postgres-timeouts.ts), and nothing after that may wait again.
 */
const HUNG_MS = 10_000;
const HUNG_PROMPT_MS = 6500;

let cluster: PgCluster;
let mail: SmtpSink;
let server: ServerProcess;
let posters: TestClient[];

beforeAll(async () => {
  cluster = await startPgCluster();
  mail = await startSmtpSink();
  server = await startServerProcess({
    DATABASE_URL: cluster.url(),
    AUTH_SECRET: "outage-test-secret-of-at-least-32-characters",
    ...TEST_VAPID_ENV,
    SMTP_URL: mail.url,
    // Each poster is its own client address behind the proxy, so sign-up limits apply to each alone.
    TRUST_PROXY: "true",
    REPORT_SAME_TARGET_SECONDS: "0",
    REPORT_HOURLY_MAX: "1000000",
    REPORT_HOURLY_MAX_PER_ADDRESS: "1000000",
  });
  posters = [];
  for (let i = 0; i < POSTERS; i++) {
    const host = {
      url: server.url,
      mail,
      client: (headers?: Record<string, string>) => cookieClient(server.url, headers),
    };
    const headers = { "x-forwarded-for": `203.0.113.${i + 1}` };
    posters.push(await signedInClient(host, `poster${i}@example.ph`, { headers }));
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
  cluster?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedHealth(): Promise<{ status: number; ms: number; error?: string }> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}/api/health`);
    const body = (await response.json()) as { error?: string };
    return { status: response.status, ms: performance.now() - started, error: body.error };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

async function storedIds(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from train_reports");
  await client.end();
  return new Set(rows.map((row) => row.id));
}

/** Every report answered 201 is stored and reached the open stream; answers how many there were. */
async function expectNothingAcceptedLost(answers: PostAnswer[], streamed: Set<string>): Promise<number> {
  const accepted = answers.flatMap((answer) => (answer.status === 201 && answer.id ? [answer.id] : []));
  const stored = await storedIds();
  expect(accepted.filter((id) => !stored.has(id))).toEqual([]);
  const deadline = Date.now() + 5000;
  while (accepted.some((id) => !streamed.has(id)) && Date.now() < deadline) await sleep(100);
  expect(accepted.filter((id) => !streamed.has(id))).toEqual([]);
  return accepted.length;
}

describe("a PostgreSQL crash while commuters post reports", () => {
  it(`keeps the server up, answers promptly, recovers and loses nothing (${TRIALS} crashes)`, async () => {
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    expect((await stream.next()).event).toBe("ready");
    const streamed = new Set<string>();
    let streamEnd: unknown = null;
    const reading = (async () => {
      for (;;) {
        const event = await stream.next(120_000);
        if (event.event === "report" && event.id) streamed.add(event.id);
      }
    })().catch((error: unknown) => {
      streamEnd = error;
    });

    const answers: PostAnswer[] = [];
    const outageHealth: Awaited<ReturnType<typeof timedHealth>>[] = [];
    const recoverySeconds: number[] = [];
    let stopped = false;
    const posting = posters.map((client) => postUntil(client, () => stopped, answers));

    for (let trial = 0; trial < TRIALS; trial++) {
      await sleep(1000);
      cluster.crash();
      const outageEnds = Date.now() + OUTAGE_MS;
      while (Date.now() < outageEnds) {
        outageHealth.push(await timedHealth());
        await sleep(250);
      }
      cluster.start();
      const back = performance.now();
      while ((await timedHealth()).status !== 200) {
        if (performance.now() - back > 10_000) break;
        await sleep(50);
      }
      recoverySeconds.push((performance.now() - back) / 1000);
    }
    await sleep(1500);
    stopped = true;
    await Promise.all(posting);

    expect(server.child.exitCode, server.log.join("")).toBeNull();
    // Every answer came, promptly: a stored report or an honest 503.
    expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
    expect(answers.filter((answer) => answer.ms > PROMPT_MS)).toEqual([]);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(new Set(refused.map((answer) => answer.error))).toEqual(
      new Set([REFUSAL_TEXTS_EN.databaseUnavailable]),
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(outageHealth.every((health) => health.status === 503 && health.ms < PROMPT_MS)).toBe(true);
    expect(Math.max(...recoverySeconds)).toBeLessThan(5);

    expect(streamEnd, server.log.join("")).toBeNull();
    const accepted = await expectNothingAcceptedLost(answers, streamed);
    stream.close();
    await reading;
    console.log(
      `outage trials: ${TRIALS}; answers ${answers.length} (${accepted} stored, ${refused.length} 503);` +
        ` slowest ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms;` +
        ` health back after ${recoverySeconds.map((s) => s.toFixed(2)).join(", ")} s`,
    );
  }, 180_000);

  it(`a PostgreSQL that hangs (SIGSTOP, ${TRIALS} times) gets no request past ${HUNG_PROMPT_MS / 1000} s, and nothing accepted is lost`, async () => {
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    expect((await stream.next()).event).toBe("ready");
    const streamed = new Set<string>();
    const reading = (async () => {
      for (;;) {
        const event = await stream.next(120_000);
        if (event.event === "report" && event.id) streamed.add(event.id);
      }
    })().catch(() => {});
    const answers: PostAnswer[] = [];
    let stopped = false;
    const posting = posters.map((client) => postUntil(client, () => stopped, answers));
    const recoverySeconds: number[] = [];
    try {
      for (let trial = 0; trial < TRIALS; trial++) {
        await sleep(1000);
        cluster.pause();
        await sleep(HUNG_MS);
        cluster.resume();
        const back = performance.now();
        while ((await timedHealth()).status !== 200 && performance.now() - back < 10_000) await sleep(50);
        recoverySeconds.push((performance.now() - back) / 1000);
      }
      await sleep(1500);
    } finally {
      cluster.resume();
      stopped = true;
      await Promise.all(posting);
    }

    expect(server.child.exitCode, server.log.join("")).toBeNull();
    expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
    expect(answers.filter((answer) => answer.ms > HUNG_PROMPT_MS)).toEqual([]);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.error}`))).toEqual(
      new Set([`503 ${REFUSAL_TEXTS_EN.databaseUnavailable}`]),
    );
    expect(Math.max(...recoverySeconds)).toBeLessThan(5);
    const accepted = await expectNothingAcceptedLost(answers, streamed);
    stream.close();
    await reading;
    console.log(
      `hung trials: ${TRIALS}; answers ${answers.length} (${accepted} stored, ${refused.length} 503);` +
        ` slowest ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms;` +
        ` health back after ${recoverySeconds.map((s) => s.toFixed(2)).join(", ")} s`,
    );
  });

  it("a LISTEN connection killed by pg_terminate_backend comes back and its streams miss nothing", async () => {
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    expect((await stream.next()).event).toBe("ready");
    const admin = new pg.Client({ connectionString: cluster.url() });
    admin.on("error", () => {});
    await admin.connect();
    const [poster] = posters;
    if (!poster) throw new Error("no poster");
    const listenerBackends = async () =>
      (
        await admin.query("select pid from pg_stat_activity where application_name = $1", [
          LISTENER_APPLICATION_NAME,
        ])
      ).rowCount;
    try {
      for (let round = 0; round < 3; round++) {
        // After the crashes above the listener may still be on its way back: kill it once it is there.
        await expect.poll(listenerBackends, { timeout: 5000 }).toBe(1);
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
          [LISTENER_APPLICATION_NAME],
        );
        const posted: string[] = [];
        for (let n = 0; n < 5; n++) {
          const response = await poster.postJson("/api/reports", reportNumber(round * 5 + n));
          expect(response.status).toBe(201);
          posted.push(((await response.json()) as { id: string }).id);
        }
        const received: string[] = [];
        while (received.length < posted.length) {
          const event = await stream.next(5000);
          if (event.event === "report" && event.id) received.push(event.id);
        }
        expect(received).toEqual(posted);
      }
    } finally {
      await admin.end();
    }
    stream.close();
  });
});

describe("a server started while PostgreSQL is down", () => {
  it("waits for it and comes up once it is back, without being started again", async () => {
    const down = await startPgCluster();
    down.stop();
    try {
      const starting = startServerProcess({
        DATABASE_URL: down.url(),
        AUTH_SECRET: "outage-test-secret-of-at-least-32-characters",
        ...TEST_VAPID_ENV,
      });
      await sleep(3000);
      down.start();
      const late = await starting;
      try {
        const health = await fetch(`${late.url}/api/health`);
        expect(await health.json()).toEqual({ status: "ok" });
        expect(late.log.join("")).toContain("The database is not answering yet");
      } finally {
        expect(await late.stop()).toBe(0);
      }
    } finally {
      down.destroy();
    }
  });
});

describe("account changes cut off by a PostgreSQL crash", () => {
  let db: PgCluster;
  let sink: SmtpSink;
  let accounts: ServerProcess;
  const host = () => ({
    url: accounts.url,
    mail: sink,
    client: (headers?: Record<string, string>) => cookieClient(accounts.url, headers),
  });

  beforeAll(async () => {
    db = await startPgCluster();
    sink = await startSmtpSink();
    accounts = await startServerProcess({
      DATABASE_URL: db.url(),
      AUTH_SECRET: "outage-test-secret-of-at-least-32-characters",
      ...TEST_VAPID_ENV,
      SMTP_URL: sink.url,
    });
  }, 60_000);

  afterAll(async () => {
    await accounts?.stop();
    await sink?.close();
    db?.destroy();
  });

  async function asAdmin(statement: string): Promise<void> {
    const admin = new pg.Client({ connectionString: db.url() });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  }

  /**
   * Sends `request` with every `write` of `table` taking 3 s, crashes PostgreSQL while it waits and starts
   * it again: the request's answer.
   */
  async function crashedWhileWriting(
    table: string,
    write: "insert" | "update" | "delete",
    request: () => Promise<Response>,
  ): Promise<Response> {
    // A row trigger's answer is the row written: for a delete, the old one (null would cancel it).
    await asAdmin(`create or replace function slow_write() returns trigger language plpgsql as
      $$ begin perform pg_sleep(3); return coalesce(new, old); end $$`);
    await asAdmin(
      `create trigger slow_write before ${write} on "${table}" for each row execute function slow_write()`,
    );
    const answer = request();
    await sleep(1500);
    db.crash();
    const response = await answer;
    db.start();
    await asAdmin(`drop trigger slow_write on "${table}"`);
    return response;
  }

  async function expectDatabaseUnavailable(response: Response): Promise<void> {
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error?: string }).error).toBe(REFUSAL_TEXTS_EN.databaseUnavailable);
  }

  it("a sign-up cut while its account is written is answered 503, not better-auth's 422, and can sign up again", async () => {
    const client = cookieClient(accounts.url);
    const body = { email: "cut-off@example.ph", password: "secret-pass", name: "cut off" };
    await expectDatabaseUnavailable(
      await crashedWhileWriting("user", "insert", () => client.postJson("/api/auth/sign-up/email", body)),
    );
    await expect
      .poll(async () => (await client.postJson("/api/auth/sign-up/email", body)).status, { timeout: 10_000 })
      .toBe(200);
    await sink.nextMailTo(body.email);
  });

  it("a sign-up cut while its password is written keeps nothing: signing up again confirms the new account", async () => {
    const client = cookieClient(accounts.url);
    const body = { email: "half-made@example.ph", password: "secret-pass", name: "half made" };
    await expectDatabaseUnavailable(
      await crashedWhileWriting("account", "insert", () => client.postJson("/api/auth/sign-up/email", body)),
    );
    // Not "you already have an account" to an account without a password: a confirmation, and it signs in.
    const member = await signedInClient(host(), body.email, { password: body.password });
    expect(
      ((await (await member.request("/api/auth/get-session")).json()) as { user?: unknown }).user,
    ).toBeTruthy();
  });

  it("a password change cut while the password is written changes nothing: the old password and sessions hold", async () => {
    const email = "changing@example.ph";
    const phone = await signedInClient(host(), email, { password: "old-secret" });
    const laptop = cookieClient(accounts.url);
    expect((await laptop.postJson("/api/auth/sign-in/email", { email, password: "old-secret" })).status).toBe(
      200,
    );
    await expectDatabaseUnavailable(
      await crashedWhileWriting("account", "update", () =>
        phone.postJson("/api/auth/change-password", {
          currentPassword: "old-secret",
          newPassword: "new-secret",
        }),
      ),
    );
    await expect
      .poll(async () => (await laptop.request("/api/auth/get-session")).status, { timeout: 10_000 })
      .toBe(200);
    expect(await (await laptop.request("/api/auth/get-session")).json()).not.toBeNull();
    const again = cookieClient(accounts.url);
    expect((await again.postJson("/api/auth/sign-in/email", { email, password: "new-secret" })).status).toBe(
      401,
    );
    expect((await again.postJson("/api/auth/sign-in/email", { email, password: "old-secret" })).status).toBe(
      200,
    );
  });

  it("an account deletion cut while the account is deleted deletes nothing: it signs in and can be deleted again", async () => {
    const email = "leaving@example.ph";
    const phone = await signedInClient(host(), email, { password: "leaving-pass" });
    await expectDatabaseUnavailable(
      await crashedWhileWriting("user", "delete", () =>
        phone.postJson("/api/auth/delete-user", { password: "leaving-pass" }),
      ),
    );
    // Still signed in on the phone, and the password still opens the account.
    await expect
      .poll(async () => (await phone.request("/api/auth/get-session")).status, { timeout: 10_000 })
      .toBe(200);
    expect(await (await phone.request("/api/auth/get-session")).json()).not.toBeNull();
    const laptop = cookieClient(accounts.url);
    expect(
      (await laptop.postJson("/api/auth/sign-in/email", { email, password: "leaving-pass" })).status,
    ).toBe(200);

    expect((await phone.postJson("/api/auth/delete-user", { password: "leaving-pass" })).status).toBe(200);
    expect(await (await laptop.request("/api/auth/get-session")).json()).toBeNull();
    expect(
      (
        await cookieClient(accounts.url).postJson("/api/auth/sign-in/email", {
          email,
          password: "leaving-pass",
        })
      ).status,
    ).toBe(401);
  });
});
