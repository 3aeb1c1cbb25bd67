import { REWARDS_LOAD_TEXTS } from '../../../contract/rewards-load-texts';
import { type Translate, useT } from '../../lib/i18n';
import type texts from '../../locales/en/rewards.json';

export type RewardsT = Translate<typeof texts>;

/** The chest's texts in the player's language. */
export function useRewardsT(): RewardsT {
  return useT<typeof texts>('rewards');
}

/**
 * A claim's or a load's failure in the player's language: the shell's hook keeps the English of
 * REWARDS_LOAD_TEXTS (its catalogue is the chest's, loaded with it); a server's message passes on as
 * it came (the alert shows it in the player's language).
 */
export function failureText(t: RewardsT, message: string | null): string | null {
  if (message === REWARDS_LOAD_TEXTS.claimFailed) return t('claimFailed');
  if (message === REWARDS_LOAD_TEXTS.loadFailed) return t('loadFailed');
  return message;
}
