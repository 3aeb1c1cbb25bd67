// SHA-256 and HMAC-SHA256 in plain TypeScript, so that the server and the browser run the very same
// synchronous code when they compute or verify an outcome (WebCrypto is async and absent in workers of old).

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

const INITIAL_STATE = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/** The message schedule, reused by every block (the code is synchronous). */
const schedule = new Int32Array(64);

/** Mixes the 64-byte block of `bytes` at `offset` into `state` (eight 32-bit words). */
function compress(state: Int32Array, bytes: Uint8Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i += 1) {
    const at = offset + i * 4;
    w[i] =
      ((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number);
  }
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15] as number;
    const b = w[i - 2] as number;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
  }
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  let f = state[5] as number;
  let g = state[6] as number;
  let h = state[7] as number;
  for (let i = 0; i < 64; i += 1) {
    const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + s1 + ch + (K[i] as number) + (w[i] as number)) | 0;
    const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0] as number) + a;
  state[1] = (state[1] as number) + b;
  state[2] = (state[2] as number) + c;
  state[3] = (state[3] as number) + d;
  state[4] = (state[4] as number) + e;
  state[5] = (state[5] as number) + f;
  state[6] = (state[6] as number) + g;
  state[7] = (state[7] as number) + h;
}

/**
 * Hashes `message` onward from `state`, which has already taken `before` bytes (whole blocks): the
 * padding and length count those bytes too. `state` is left as it was.
 */
function finish(state: Int32Array, before: number, message: Uint8Array): Uint8Array {
  // Typed-array copies and byte shifts only: Int32Array.from and DataView cost more than the hashing.
  const h = new Int32Array(state);
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const bitLength = (before + message.length) * 8;
  const high = Math.floor(bitLength / 0x100000000);
  for (let i = 0; i < 4; i += 1) {
    padded[padded.length - 8 + i] = high >>> (24 - i * 8);
    padded[padded.length - 4 + i] = bitLength >>> (24 - i * 8);
  }
  for (let offset = 0; offset < padded.length; offset += 64) compress(h, padded, offset);
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) out[i] = (h[i >> 2] as number) >>> (24 - (i & 3) * 8);
  return out;
}

export function sha256(message: Uint8Array): Uint8Array {
  return finish(new Int32Array(INITIAL_STATE), 0, message);
}

/** An HMAC key made ready: the hash states after its inner and outer padded blocks. */
export interface HmacKey {
  inner: Int32Array;
  outer: Int32Array;
}

/** Prepares `key` once for any number of HMACs (each then hashes two blocks fewer). */
export function hmacKey(key: Uint8Array): HmacKey {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const innerPad = new Uint8Array(64);
  const outerPad = new Uint8Array(64);
  for (let i = 0; i < 64; i += 1) {
    innerPad[i] = (block[i] as number) ^ 0x36;
    outerPad[i] = (block[i] as number) ^ 0x5c;
  }
  const inner = new Int32Array(INITIAL_STATE);
  const outer = new Int32Array(INITIAL_STATE);
  compress(inner, innerPad, 0);
  compress(outer, outerPad, 0);
  return { inner, outer };
}

/** HMAC-SHA256 with a key prepared by hmacKey. */
export function hmacWithKey(key: HmacKey, message: Uint8Array): Uint8Array {
  return finish(key.outer, 64, finish(key.inner, 64, message));
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmacWithKey(hmacKey(key), message);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}
