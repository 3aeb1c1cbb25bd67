import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { parseLinkId } from './link-params';
import {
  computeCrashPoint,
  crashLinkCheck,
  formatCrashPoint,
  linkTargetOf,
  verifyCrashRound,
} from './verify-crash';

// The chain of docs/fairness.md's worked example: 3 hashes from the seed 'fun-funds'.
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const TERMINAL = '340b86808c8d663eac70350abff06af807a4e3cf426047b5a620b9b0a1f8fd15';
const ROUND_1 = '08a6dd2f20de05088b126f6c0170b0e420b397bcf2f06e61d5e245ae4a021366';
const ROUND_2 = 'a7be89e58ae1cd1716a4765c0ae02f4560dd3a66bd35205733516857f48366ec';
const ROUND_3 = 'e2b240779dbbcb3a8a1dbbde5d02280edc496e113166f5bbb887ef703db72797';

beforeAll(() => preloadNamespaces(['fairness']));
afterEach(() => chooseLocale('en'));

const texts = (verification: ReturnType<typeof verifyCrashRound>) => verification.checks.map((c) => c.text);

describe('verifyCrashRound', () => {
  it('round 2: the crash point and the link to round 1 hold', () => {
    const round = {
      id: 2,
      hash: ROUND_2,
      crashPoint: 2.11,
      bets: [{ cashedOutAt: 2.11 }, { cashedOutAt: null }],
    };
    const verification = verifyCrashRound(round, SALT, linkTargetOf(2, TERMINAL, ROUND_1));
    expect(verification.ok).toBe(true);
    expect(verification.computed).toBe(2.11);
    expect(texts(verification)).toEqual([
      'Crash point 2.11×, the same as the result.',
      "SHA-256 of this round's hash is the previous round's hash.",
      'Every cash-out in this round is at or below its crash point.',
    ]);
  });

  it('round 1 links to the terminal hash', () => {
    const verification = verifyCrashRound(
      { id: 1, hash: ROUND_1, crashPoint: 5.62 },
      SALT,
      linkTargetOf(1, TERMINAL, null),
    );
    expect(verification.ok).toBe(true);
    expect(texts(verification)).toEqual([
      'Crash point 5.62×, the same as the result.',
      "SHA-256 of this round's hash is the published terminal hash.",
    ]);
  });

  it('says which part fails: another result, a broken link, a cash-out past the crash', () => {
    const round = { id: 3, hash: ROUND_3, crashPoint: 1.7, bets: [{ cashedOutAt: 1.71 }] };
    const verification = verifyCrashRound(round, SALT, linkTargetOf(3, TERMINAL, ROUND_1));
    expect(verification.ok).toBe(false);
    expect(texts(verification)).toEqual([
      'Crash point 1.62×, but the result was 1.70×.',
      "SHA-256 of this round's hash is not the previous round's hash.",
      'A cash-out in this round is above its crash point.',
    ]);
    expect(verification.checks.map((c) => c.ok)).toEqual([false, false, false]);
  });

  it('another salt gives another point; a previous round that did not load is not a pass', () => {
    const other = verifyCrashRound(
      { id: 2, hash: ROUND_2, crashPoint: 2.11 },
      `${SALT}x`,
      linkTargetOf(2, TERMINAL, ROUND_1),
    );
    expect(other.checks[0]?.ok).toBe(false);
    const unlinked = verifyCrashRound(
      { id: 2, hash: ROUND_2, crashPoint: 2.11 },
      SALT,
      linkTargetOf(2, TERMINAL, null),
    );
    expect(unlinked.ok).toBe(false);
    expect(unlinked.checks[1]?.text).toBe(
      'The previous round could not be loaded, so the link is not checked.',
    );
  });

  it('refuses a hash that is not 64 lowercase hex digits', () => {
    const verification = verifyCrashRound(
      { id: 2, hash: ROUND_2.toUpperCase(), crashPoint: 2.11 },
      SALT,
      null,
    );
    expect(verification.ok).toBe(false);
    expect(verification.checks[0]?.text).toBe('This round hash is not 64 lowercase hex digits.');
    expect(computeCrashPoint('abc', SALT)).toBeNull();
  });
});

describe('the manual check and the texts', () => {
  it('computes any hash and salt, and the link to a pasted previous hash', () => {
    expect(computeCrashPoint(ROUND_3, SALT)).toBe(1.62);
    expect(crashLinkCheck(ROUND_3, { hash: ROUND_2, kind: 'previous' }).ok).toBe(true);
    expect(crashLinkCheck(ROUND_2, { hash: TERMINAL, kind: 'terminal' })).toEqual({
      key: 'link',
      ok: false,
      text: "SHA-256 of this round's hash is not the published terminal hash.",
    });
  });

  it('writes two decimals, and reads link ids as whole numbers from 1', () => {
    expect([1, 2.1, 1000000].map(formatCrashPoint)).toEqual(['1.00×', '2.10×', '1,000,000.00×']);
    expect(['12', '0', '-3', '1.5', 'x', null].map(parseLinkId)).toEqual([12, null, null, null, null, null]);
  });
});

describe('the verdict in German', () => {
  it('writes each check in the language of the page, its points as German writes them', async () => {
    await chooseLocale('de');
    const round = { id: 3, hash: ROUND_3, crashPoint: 1.7, bets: [{ cashedOutAt: 1.71 }] };
    expect(texts(verifyCrashRound(round, SALT, linkTargetOf(3, TERMINAL, ROUND_2)))).toEqual([
      'Crash-Punkt 1,62×, aber das Ergebnis war 1,70×.',
      'Der SHA-256 des Hashs dieser Runde ist der Hash der vorherigen Runde.',
      'Eine Auszahlung dieser Runde liegt über ihrem Crash-Punkt.',
    ]);
    expect(crashLinkCheck(ROUND_2, { hash: TERMINAL, kind: 'terminal' }).text).toBe(
      'Der SHA-256 des Hashs dieser Runde ist nicht der veröffentlichte End-Hash.',
    );
    expect(formatCrashPoint(1000000)).toBe('1.000.000,00×');
  });
});
