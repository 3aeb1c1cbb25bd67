import { createHash } from 'node:crypto';

// The players of `npm run bench:scale`, made up the same way on every run: player `i` (1-based, also
// their id) always gets the same name, e-mail, balance and token, so the benchmark can sign in as any
// of them without keeping a list, and SQLite and PostgreSQL hold the same rows.

// biome-ignore format: a table reads better in rows
const SYLLABLES = [
  'ka', 'lo', 'mi', 'ra', 'ne', 'to', 'vi', 'sa', 'du', 'fe', 'go', 'hu', 'ji', 'ko', 'la', 'mo',
  'nu', 'pe', 'qui', 'ri', 'su', 'ta', 'ul', 'va', 'wi', 'xa', 'yo', 'ze', 'bri', 'cha', 'dro', 'fla',
  'gri', 'kle', 'pla', 'sto', 'tri', 'vor', 'zen', 'ash', 'bel', 'cor', 'dan', 'el', 'fin', 'gar', 'hal', 'is',
];
const DOMAINS = ['mail.example', 'post.example', 'inbox.example', 'example.org'];

export const SIGNUP_FUNDS = 100;
/** The one admin of the seeded data (player 1); a server started on it knows them by this address. */
export const SCALE_ADMIN_EMAIL = 'admin@scale.example';
/** Every player's password hash is this password's (hashed once per run: argon2 is slow by design). */
export const SCALE_PASSWORD = 'scale-password';

/** A 32-bit hash of (i, salt): the randomness of one field of one player. */
function draw(i: number, salt: number): number {
  let x = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

const pick = <T>(list: readonly T[], i: number, salt: number): T => list[draw(i, salt) % list.length] as T;

function word(i: number, salt: number): string {
  const parts = 2 + (draw(i, salt) % 2);
  let text = '';
  for (let part = 0; part < parts; part += 1) text += pick(SYLLABLES, i, salt + 1 + part);
  return text;
}

export interface ScalePlayer {
  id: number;
  username: string;
  email: string;
  funFunds: number;
  /** A game win of this player's (net of the stake), or 0: a dice record, a ledger row, a Largest Win entry. */
  win: number;
  /** What an admin added: a ledger row of type 'admin', or 0. */
  grant: number;
  createdAt: string;
  /** The bearer token of the player's one session; the database stores only its SHA-256. */
  token: string;
  tokenExpired: boolean;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export function scalePlayer(i: number, count: number, now: number): ScalePlayer {
  const suffix = i.toString(36);
  const name = word(i, 10);
  const capitalised = draw(i, 20) % 3 === 0 ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  const username = i === 1 ? 'admin' : `${capitalised}_${suffix}`;
  // Most players' e-mail starts with their name; the others' with something else.
  const domain = pick(DOMAINS, i, 30);
  const email =
    i === 1
      ? SCALE_ADMIN_EMAIL
      : draw(i, 31) % 10 < 6
        ? `${username.toLowerCase()}@${domain}`
        : `${word(i, 40)}.${word(i, 50)}.${suffix}@${domain}`;
  const grant = draw(i, 60) % 10 < 7 ? 10 ** (1 + (draw(i, 61) % 5)) + (draw(i, 62) % 1000) : 0;
  const win = draw(i, 70) % 10 < 2 ? 1 + (draw(i, 71) % 50_000) : 0;
  // Ids follow sign-up order: the first player joined a year ago, the last one just now.
  const createdAt = new Date(now - YEAR_MS + Math.floor((YEAR_MS * i) / count)).toISOString();
  const token = createHash('sha256').update(`scale-token:${i}`).digest('base64url');
  return {
    id: i,
    username,
    email,
    // The admin and the bettors need room for many bets.
    funFunds: SIGNUP_FUNDS + grant + win,
    win,
    grant,
    createdAt,
    token,
    tokenExpired: i > 1 && draw(i, 80) % 20 === 0,
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** When the player's token expires: a month after their last visit, which for some has passed. */
export function tokenExpiry(player: ScalePlayer, now: number): string {
  return new Date(
    player.tokenExpired ? now - DAY_MS * (1 + (player.id % 30)) : now + 30 * DAY_MS,
  ).toISOString();
}

/** Prefixes an admin might type: the start of a random player's name or e-mail, 2 to 6 characters. */
export function searchTerms(count: number, players: number): string[] {
  const terms: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const player = scalePlayer(2 + (draw(k, 90) % (players - 1)), players, 0);
    const source = draw(k, 91) % 3 === 0 ? player.email : player.username;
    terms.push(source.slice(0, 2 + (draw(k, 92) % 5)).toLowerCase());
  }
  return terms;
}
