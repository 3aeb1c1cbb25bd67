import type { Notification } from '../../../../contract/notifications';
import { useT } from '../../../lib/i18n';
import type achievementTexts from '../../../locales/en/achievements.json';
import type texts from '../../../locales/en/notifications.json';
import { notificationWords } from '../notification-words';

/**
 * A notification's title and text in the player's language, for the inbox and the toasts: re-rendered on
 * a switch of language, with the achievements' names (their catalogue) loaded first.
 */
export function useNotificationWords(notification: Notification) {
  useT<typeof texts>('notifications');
  useT<typeof achievementTexts>('achievements');
  return notificationWords(notification);
}
