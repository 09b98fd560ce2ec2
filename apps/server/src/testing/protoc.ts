import { spawn } from "node:child_process";

/** One field of `protoc --decode_raw` output: its number and a scalar, or the fields of a nested message. */
interface RawField {
  field: number;
  value: string | number | RawField[];
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9 };

/** A protoc text-format string: printable ASCII with C escapes, octal ones for the bytes of UTF-8. */
function unquote(text: string): string {
  const body = text.slice(1, -1);
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index++) {
    const char = body[index] ?? "";
    if (char !== "\\") {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const octal = body.slice(index + 1, index + 4);
    if (/^[0-7]{3}$/.test(octal)) {
      bytes.push(Number.parseInt(octal, 8));
      index += 3;
    } else {
      const escaped = body[index + 1] ?? "";
      bytes.push(ESCAPES[escaped] ?? escaped.charCodeAt(0));
      index += 1;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function parse(lines: string[]): RawField[] {
  const root: RawField[] = [];
  const stack = [root];
  for (const line of lines.map((text) => text.trim()).filter(Boolean)) {
    const current = stack.at(-1) ?? root;
    const open = line.match(/^(\d+) \{$/);
    const scalar = line.match(/^(\d+): (.*)$/);
    if (open) {
      const children: RawField[] = [];
      current.push({ field: Number(open[1]), value: children });
      stack.push(children);
    } else if (line === "}") {
      stack.pop();
    } else if (scalar) {
      const text = scalar[2] ?? "";
      current.push({ field: Number(scalar[1]), value: text.startsWith('"') ? unquote(text) : Number(text) });
    } else {
      throw new Error(`Unexpected protoc output: ${line}`);
    }
  }
  return root;
}

/** Decodes protocol buffer bytes with Debian's protoc, which knows nothing of the schema. */
export function decodeRaw(bytes: Uint8Array): Promise<RawField[]> {
  return new Promise((resolve, reject) => {
    const protoc = spawn("protoc", ["--decode_raw"]);
    let out = "";
    let err = "";
    protoc.stdout.on("data", (chunk) => {
      out += chunk;
    });
    protoc.stderr.on("data", (chunk) => {
      err += chunk;
    });
    protoc.on("error", reject);
    protoc.on("close", (code) =>
      code === 0 ? resolve(parse(out.split("\n"))) : reject(new Error(`protoc exited ${code}: ${err}`)),
    );
    protoc.stdin.end(bytes);
  });
}

/** The values found at a path of field numbers, through every repetition of each field. */
export function rawValues(fields: RawField[], ...path: number[]): (string | number | RawField[])[] {
  const [head, ...rest] = path;
  const matching = fields.filter((field) => field.field === head);
  if (rest.length === 0) return matching.map((field) => field.value);
  return matching.flatMap((field) => (Array.isArray(field.value) ? rawValues(field.value, ...rest) : []));
}
