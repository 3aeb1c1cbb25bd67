/**
 * The key that limits count a client under: an IPv4 address as it is (an IPv4-mapped IPv6 address,
 * `::ffff:a.b.c.d`, as its IPv4 address), an IPv6 address as its /64. One IPv6 subscriber is handed
 * a whole /64 (2^64 addresses), so counting per address would give each of them endless budgets.
 * Anything that does not parse is its own key, as it is.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  // The usual case, on every request: an IPv4 address costs one scan and no new string.
  if (address.indexOf(':') === -1) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  }
  return `${a.toString(16)}:${b.toString(16)}:${c.toString(16)}:${d.toString(16)}::/64`;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const IPV4_TAIL = /:(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a zone dropped), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const zone = address.indexOf('%');
  let text = zone === -1 ? address : address.slice(0, zone);
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is the last two groups.
  if (text.includes('.')) {
    const quad = IPV4_TAIL.exec(text);
    const bytes = quad ? quad.slice(1).map(Number) : [];
    if (bytes.length !== 4 || bytes.some((byte) => byte > 255)) return undefined;
    const [b0, b1, b2, b3] = bytes as [number, number, number, number];
    const groups = `${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
    text = text.slice(0, text.length - (quad as RegExpExecArray)[0].length + 1) + groups;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = parseGroups(halves[0] as string);
  const tail = halves.length === 2 ? parseGroups(halves[1] as string) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/** The hex groups of `a:b:c` as numbers, or undefined if one is not 1-4 hex digits. */
function parseGroups(text: string): number[] | undefined {
  if (text === '') return [];
  const groups: number[] = [];
  for (const part of text.split(':')) {
    if (!HEX_GROUP.test(part)) return undefined;
    groups.push(Number.parseInt(part, 16));
  }
  return groups;
}
