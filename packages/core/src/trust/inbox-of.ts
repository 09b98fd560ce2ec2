/** Hosts whose mail ignores the dots of an address's local part, under the host they deliver for. */
const DOTLESS_HOSTS: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The inbox an e-mail address reaches, for counting the mails sent to it: case and surrounding spaces do not
 * matter, nor a "+tag" sub-address (Gmail, Outlook, iCloud, Fastmail and most hosts deliver rider+1@ to
 * rider@), nor, at Gmail, the dots of the local part. Only a limit's key: an account keeps its address as
 * typed, and rider+1@ is an account of its own.
 */
export function inboxOf(address: string): string {
  const typed = address.trim().toLowerCase();
  const at = typed.lastIndexOf("@");
  if (at <= 0) return typed;
  const host = typed.slice(at + 1);
  const local = typed.slice(0, at);
  const plus = local.indexOf("+");
  const mailbox = plus > 0 ? local.slice(0, plus) : local;
  const dotless = DOTLESS_HOSTS[host];
  return dotless ? `${mailbox.replaceAll(".", "")}@${dotless}` : `${mailbox}@${host}`;
}
