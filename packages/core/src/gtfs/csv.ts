type Cell = string | number;

const quoted = (cell: Cell) => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV file as GTFS reads it (RFC 4180 quoting), with the columns in the order given. */
export function csvFile<Field extends string>(
  fields: readonly Field[],
  rows: readonly Readonly<Record<Field, Cell>>[],
): string {
  const lines = [fields.join(","), ...rows.map((row) => fields.map((field) => quoted(row[field])).join(","))];
  return `${lines.join("\n")}\n`;
}
