/** What a bet field keeps of what was typed: digits only, no leading zeros, at most nine of them. */
export function cleanAmount(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);
}
