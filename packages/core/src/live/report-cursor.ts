/**
 * How far a server process's report stream had got (docs/decisions/081-answers-say-how-far-the-stream-had-got.md):
 * the process, and how many changes it had pushed to its streams. An answer the stream keeps current
 * (a line's sightings, the line marks) carries the count at which it was read; a stream's first event
 * carries the count at which it was subscribed. Every change counted after the subscription is pushed to
 * it, every change counted before the read is in the answer.
 */
export const REPORT_CURSOR_HEADER = "Report-Cursor";

export function reportCursor(processId: string, changes: number): string {
  return `${processId}.${changes}`;
}

/**
 * Whether an answer read at `answerCursor` holds everything a stream opened at `streamCursor` will not
 * push: the same process, and read no earlier. Unknown or from another process (a second server behind a
 * balancer, a restart between the two): no.
 */
export function answerCoversStream(answerCursor: string | null, streamCursor: string | null): boolean {
  const answer = parseCursor(answerCursor);
  const stream = parseCursor(streamCursor);
  return (
    answer !== null &&
    stream !== null &&
    answer.process === stream.process &&
    answer.changes >= stream.changes
  );
}

function parseCursor(cursor: string | null): { process: string; changes: number } | null {
  const match = cursor === null ? null : /^([\w-]{1,32})\.(\d{1,15})$/.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  return { process: match[1], changes: Number(match[2]) };
}
