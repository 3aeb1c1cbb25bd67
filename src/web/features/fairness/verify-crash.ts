import { crashPointFromHash } from '../../../games/crash';
import { sha256Hex } from '../../../games/sha256';
import { formatMultiplier } from '../../lib/format';
import { fairnessText as t } from './texts';

// A crash round recomputed in the browser with the very code the server draws it with: the crash
// point from the revealed round hash and the published salt (games/crash.ts), and the round's link in
// the chain: SHA-256 of its hash (as hex text) is the previous round's hash, or for round 1 the
// published terminal hash (games/crash-chain.ts). The verdict's sentences are written in the player's
// language when a check is made (the fairness catalogue): make the checks again on a language switch.

/** A round hash as the chain writes it: 64 lowercase hex digits. */
export const isRoundHash = (text: string) => /^[0-9a-f]{64}$/.test(text);

/** "2.37×" ("2,37×" in German): a crash point with its two decimals. */
export const formatCrashPoint = (point: number) => formatMultiplier(point, 2);

/** One line of the verdict: what was checked, in the player's words, and whether it holds. */
export interface CrashCheck {
  key: 'point' | 'link' | 'cashouts';
  ok: boolean;
  text: string;
}

export interface CrashRoundInput {
  id: number;
  hash: string;
  crashPoint: number;
  bets?: readonly { cashedOutAt: number | null }[];
}

/** What the round's hash must hash to: the previous round's hash, or the terminal hash for round 1. */
export interface CrashLinkTarget {
  hash: string;
  /** Round 1 links to the chain's published end instead of a round. */
  kind: 'previous' | 'terminal';
}

/** The link check; a null target is a previous round that could not be loaded. */
export function crashLinkCheck(hash: string, target: CrashLinkTarget | null): CrashCheck {
  if (target === null) {
    return {
      key: 'link',
      ok: false,
      text: t('crashCheck.linkUnloaded'),
    };
  }
  const ok = sha256Hex(hash) === target.hash;
  return {
    key: 'link',
    ok,
    text: t(ok ? 'crashCheck.linkHolds' : 'crashCheck.linkBroken', { target: target.kind }),
  };
}

/** The crash point computed here from a hash and salt; null for text that is not a round hash. */
export function computeCrashPoint(hash: string, salt: string): number | null {
  return isRoundHash(hash) ? crashPointFromHash(hash, salt) : null;
}

export interface CrashVerification {
  /** The crash point computed here. */
  computed: number;
  ok: boolean;
  checks: CrashCheck[];
}

/** Round 1 links to the terminal hash, any later round to the hash of the round before it (if loaded). */
export function linkTargetOf(
  roundId: number,
  terminalHash: string,
  previousHash: string | null,
): CrashLinkTarget | null {
  if (roundId === 1) return { hash: terminalHash, kind: 'terminal' };
  return previousHash === null ? null : { hash: previousHash, kind: 'previous' };
}

/** A finished round checked against the published salt and the hash its own hash must lead to. */
export function verifyCrashRound(
  round: CrashRoundInput,
  salt: string,
  target: CrashLinkTarget | null,
): CrashVerification {
  const computed = computeCrashPoint(round.hash, salt);
  const checks: CrashCheck[] = [];
  if (computed === null) {
    checks.push({ key: 'point', ok: false, text: t('crashCheck.notHash') });
  } else {
    const same = computed === round.crashPoint;
    checks.push({
      key: 'point',
      ok: same,
      text: same
        ? t('crashCheck.pointSame', { point: formatCrashPoint(computed) })
        : t('crashCheck.pointDiffers', {
            point: formatCrashPoint(computed),
            result: formatCrashPoint(round.crashPoint),
          }),
    });
  }
  checks.push(crashLinkCheck(round.hash, target));
  const cashouts = (round.bets ?? []).flatMap((bet) => (bet.cashedOutAt === null ? [] : [bet.cashedOutAt]));
  if (cashouts.length > 0) {
    const ok = cashouts.every((multiplier) => multiplier <= round.crashPoint);
    checks.push({
      key: 'cashouts',
      ok,
      text: t(ok ? 'crashCheck.cashoutsHold' : 'crashCheck.cashoutsAbove'),
    });
  }
  return { computed: computed ?? Number.NaN, ok: checks.every((item) => item.ok), checks };
}
