import { GAME_NAMES } from '../../../contract/common-texts';
import { translate } from '../../lib/i18n';

/** A game's name in the player's language (call it while rendering a component that uses useT). */
export function gameName(game: string): string {
  return game in GAME_NAMES ? translate('live-bets', `game.${game}`) : game;
}
