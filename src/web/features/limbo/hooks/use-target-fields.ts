import { useCallback, useState } from 'react';
import type { LimboTargetProblem } from '../../../../games/limbo';
import { useMessageText } from '../../../lib/i18n';
import { chanceProblemText, targetProblemText, useLimboText } from '../limbo-texts';
import { chanceFieldText, cleanDecimal, parseTarget, targetFieldText, targetForChance } from '../target';

const START_TARGET = 2;

/**
 * The target multiplier and the win chance, two fields of one value: typing a target shows its
 * chance, typing a chance sets the target. A field's problem shows once the player has left it (or
 * bet), and goes as soon as what is typed is right again.
 */
export function useTargetFields() {
  const t = useLimboText();
  const mt = useMessageText();
  const [targetText, setTargetText] = useState(String(START_TARGET));
  const [chanceText, setChanceText] = useState(chanceFieldText(START_TARGET));
  const [lastGood, setLastGood] = useState(START_TARGET);
  const [showTarget, setShowTarget] = useState(false);
  const [showChance, setShowChance] = useState(false);
  const [chanceBad, setChanceBad] = useState(false);

  const parsed = parseTarget(targetText);

  const setTarget = useCallback((raw: string) => {
    const text = cleanDecimal(raw);
    setTargetText(text);
    const next = parseTarget(text);
    if (next.value !== null) {
      setLastGood(next.value);
      setChanceText(chanceFieldText(next.value));
      setChanceBad(false);
    }
  }, []);

  const setChance = useCallback((raw: string) => {
    const text = cleanDecimal(raw);
    setChanceText(text);
    const next = targetForChance(text);
    setChanceBad(next.value === null);
    if (next.value !== null) {
      setLastGood(next.value);
      setTargetText(targetFieldText(next.value));
      setShowTarget(false);
    }
  }, []);

  /** The target to bet on, or null with its problem shown. */
  const submit = useCallback((): number | null => {
    setShowTarget(true);
    const target = parseTarget(targetText).value;
    // A chance left half typed gives way to the target the bet is made on.
    if (target !== null && chanceBad) {
      setChanceText(chanceFieldText(target));
      setChanceBad(false);
    }
    return target;
  }, [targetText, chanceBad]);

  return {
    targetText,
    chanceText,
    /** The target as typed when a bet may name it, else null. */
    target: parsed.value,
    problem: parsed.problem as LimboTargetProblem | null,
    /** The last target that was right: the odds and the largest stake follow it while one is typed. */
    lastGood,
    targetError: showTarget && parsed.problem ? mt(targetProblemText(parsed.problem)) : undefined,
    chanceError: showChance && chanceBad ? chanceProblemText(t) : undefined,
    setTarget,
    setChance,
    submit,
    blurTarget: useCallback(() => setShowTarget(true), []),
    blurChance: useCallback(() => setShowChance(true), []),
  };
}

export type TargetFields = ReturnType<typeof useTargetFields>;
