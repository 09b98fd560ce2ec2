/** What a screen reader says for a minutes figure: "1 minute", "3 minutes", not "3 min". */
export function minutesInWords(minutes: number): string {
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
