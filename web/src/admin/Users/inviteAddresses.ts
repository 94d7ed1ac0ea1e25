/** At most this many addresses per invitation (spec 01 §9). */
export const MAX_INVITATIONS = 100;

const SEPARATORS = /[\s,;:|]+/;
// A standard address pattern: local part, @, a domain with at least one dot; no spaces.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The addresses in typed or pasted text, split on whitespace, commas, semicolons, colons and pipes. */
export function splitAddresses(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

/** Whether the text is one e-mail address. */
export function isValidEmail(text: string): boolean {
  return EMAIL.test(text);
}

/**
 * Commits text (Enter or paste) to the address list: valid addresses are added once each (case-insensitively),
 * invalid ones stay behind as the pending text so the user can correct them.
 */
export function commitAddresses(addresses: readonly string[], text: string): { addresses: string[]; pending: string } {
  const next = [...addresses];
  const seen = new Set(next.map((a) => a.toLowerCase()));
  const invalid: string[] = [];
  for (const part of splitAddresses(text)) {
    if (!isValidEmail(part)) invalid.push(part);
    else if (!seen.has(part.toLowerCase())) {
      seen.add(part.toLowerCase());
      next.push(part);
    }
  }
  return { addresses: next, pending: invalid.join(' ') };
}
