import type { Notification } from '../../../contract/notifications';
import { formatFunds, formatNumber, formatUtcDay } from '../../lib/format';
import { translate } from '../../lib/i18n';

// A notification's title and text in the player's language, from its kind and its `data`. The server
// writes its English words into every notification (other clients read them); the web writes its own,
// and shows the stored English when `data` lacks what the words need (rows written before the data
// carried it, a kind this build does not know).

export interface NotificationWords {
  title: string;
  text: string;
}

type Data = Notification['data'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A player named in `data` (`{ id, username }`), or null. */
function playerName(data: Data, field: string): string | null {
  const player = data[field];
  return isRecord(player) && isName(player.username) ? player.username : null;
}

/** A text of the notifications catalogue. */
const words = (key: string, values?: Record<string, string | number>) =>
  translate('notifications', key, values);

/** An achievement's title in the player's language by its code; the server's English for one we do not know. */
function achievementTitle(code: string, english: string | null): string | null {
  const key = `achievement.${code}.title`;
  const text = translate('achievements', key);
  return text === key ? english : text;
}

/** The words of each kind, or null when `data` lacks what they need. */
function wordsOf(kind: string, data: Data): NotificationWords | null {
  switch (kind) {
    case 'friendRequest': {
      const from = playerName(data, 'from');
      if (!from) return null;
      return { title: words('friendRequest.title'), text: words('friendRequest.text', { from }) };
    }
    case 'coinflipResult': {
      const opponent = playerName(data, 'opponent');
      if (!opponent || typeof data.won !== 'boolean') return null;
      if (data.won) {
        if (!isAmount(data.payout)) return null;
        return {
          title: words('coinflipWon.title'),
          text: words('coinflipWon.text', { opponent, amount: formatFunds(data.payout) }),
        };
      }
      if (!isAmount(data.amount)) return null;
      return {
        title: words('coinflipLost.title'),
        text: words('coinflipLost.text', { opponent, amount: formatFunds(data.amount) }),
      };
    }
    case 'fundsGranted': {
      // The admin's reason is theirs: shown as they wrote it.
      if (!isAmount(data.amount) || typeof data.reason !== 'string') return null;
      return {
        title: words('fundsGranted.title'),
        text: words('fundsGranted.text', { amount: formatFunds(data.amount), reason: data.reason }),
      };
    }
    case 'achievement': {
      if (!isName(data.code)) return null;
      const title = achievementTitle(data.code, isName(data.title) ? data.title : null);
      if (!title) return null;
      return { title: words('achievement.title'), text: words('achievement.text', { title }) };
    }
    case 'racePrize': {
      if (!isAmount(data.rank) || !isAmount(data.amount) || typeof data.startsAt !== 'string') return null;
      const date = formatUtcDay(data.startsAt);
      if (!date) return null;
      return {
        title: words('racePrize.title'),
        text: words('racePrize.text', { date, rank: data.rank, amount: formatFunds(data.amount) }),
      };
    }
    case 'levelUp': {
      if (!isAmount(data.level) || !isAmount(data.amount)) return null;
      const level = formatNumber(data.level);
      return {
        title: words('levelUp.title', { level }),
        text: words('levelUp.text', { level, amount: formatFunds(data.amount) }),
      };
    }
    case 'tipReceived': {
      const from = playerName(data, 'from');
      if (!from || !isAmount(data.amount)) return null;
      return {
        title: words('tipReceived.title'),
        text: words('tipReceived.text', { from, amount: formatFunds(data.amount) }),
      };
    }
    case 'rainReceived': {
      const from = playerName(data, 'from');
      if (!from || !isAmount(data.amount)) return null;
      return {
        title: words('rainReceived.title'),
        text: words('rainReceived.text', { from, amount: formatFunds(data.amount) }),
      };
    }
    default:
      return null;
  }
}

/**
 * What the inbox and a toast show of a notification: its words in the player's language, or the
 * server's English title and text when its `data` cannot fill them in. Call it when rendering (it reads
 * the current language); the notifications and achievements catalogues must be loaded.
 */
export function notificationWords(notification: Pick<Notification, 'kind' | 'title' | 'text' | 'data'>) {
  const data = isRecord(notification.data) ? notification.data : {};
  return wordsOf(notification.kind, data) ?? { title: notification.title, text: notification.text };
}
