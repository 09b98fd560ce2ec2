// The baseline of bench/streams.bench.ts: the least a Node.js process can do to hold server-sent-event
// clients and hand each report to all of them (node:http, no framework, no database). It listens on the
// port in argv[2] (0: any), prints it, holds every GET as a stream and writes the body of each POST to
// every stream as it is.
import { createServer } from "node:http";

const clients = new Set();
const server = createServer((request, response) => {
  if (request.method === "POST") {
    const parts = [];
    request.on("data", (part) => parts.push(part));
    request.on("end", () => {
      const frame = Buffer.concat(parts);
      for (const client of clients) client.write(frame);
      response.end();
    });
    return;
  }
  response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store" });
  response.write("event: ready\ndata: \n\n");
  clients.add(response);
  response.on("close", () => clients.delete(response));
});
server.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => {
  console.log(`listening ${server.address().port}`);
});
process.on("SIGTERM", () => process.exit(0));
