import { Resolver } from "node:dns/promises";

/** Resolves a host name to every address it has. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** c-ares waits this long for a name server's first answer, twice as long for the second try. */
const DNS_TIMEOUT_MS = 1000;
const DNS_TRIES = 2;

/**
 * Resolves A and AAAA records through c-ares (`node:dns` Resolver), not `dns.lookup`: lookup runs
 * getaddrinfo on libuv's thread pool, which password hashing shares, and waits as long as the system's
 * resolver does, so names whose DNS stops answering would stall sign-ins. A lookup here ends within
 * about 3 s and holds no thread (docs/decisions/090-slow-push-services-hold-no-one-up.md). `servers`
 * replaces the system's name servers (`host:port`), for tests.
 */
export function dnsResolve(servers?: string[]): Resolve {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: DNS_TRIES });
  if (servers) resolver.setServers(servers);
  const records = async (hostname: string, family: 4 | 6) => {
    try {
      const addresses = family === 4 ? await resolver.resolve4(hostname) : await resolver.resolve6(hostname);
      return addresses.map((address) => ({ address, family }));
    } catch (error) {
      // The name exists without addresses of this family.
      if ((error as NodeJS.ErrnoException).code === "ENODATA") return [];
      throw error;
    }
  };
  return async (hostname) => (await Promise.all([records(hostname, 4), records(hostname, 6)])).flat();
}
