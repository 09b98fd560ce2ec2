/**
 * Just enough of the browser's EventSource for the app's one stream: a test plays the server by opening it
 * and dispatching its events. Install with `vi.stubGlobal("EventSource", FakeEventSource)`.
 */
export class FakeEventSource extends EventTarget {
  static readonly opened: FakeEventSource[] = [];
  readonly CLOSED = 2;
  readyState = 0;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** The newest connection the app opened. */
  static current(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error("The app opened no event stream");
    return source;
  }

  /** Opens as the server does: `open`, then the `ready` event with how far its streams had got. */
  open(cursor = ""): void {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
    this.dispatchEvent(new MessageEvent("ready", { data: cursor }));
  }

  /** The connection dropped and the browser is retrying it (readyState CONNECTING). */
  drop(): void {
    this.readyState = 0;
    this.dispatchEvent(new Event("error"));
  }

  send(event: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}
