// The ceiling of bench/api.bench.ts's reads: a plain node:http server that answers every request with the
// bytes of a file read once at start (argv[3]) from memory, under the head in the JSON file argv[4] (the
// API's own headers, so both send the same bytes) or, without it, a bare JSON head. No Node.js server on
// this machine answers faster. Listens on the port in argv[2] (0: any) and prints it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.argv[3]);
const headers = process.argv[4]
  ? JSON.parse(readFileSync(process.argv[4], "utf8"))
  : { "Content-Type": "application/json", "Content-Length": body.length };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => {
  console.log(`listening ${server.address().port}`);
});
process.on("SIGTERM", () => process.exit(0));
