import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_NOTIFICATION } from '../../../contract/achievements-texts';
import { NOTIFICATION_TEXTS, type NotificationKind } from '../../../contract/notifications-texts';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { notificationWords } from './notification-words';

beforeAll(() => preloadNamespaces(['notifications', 'achievements', 'common']));
afterEach(() => chooseLocale('en'));

const alice = { id: 7, username: 'alice' };

/** A notification as the server writes it: its kind, its English words and its data. */
function note(kind: NotificationKind, words: { title: string; text: string }, data: Record<string, unknown>) {
  return { kind, ...words, data };
}

const EVERY_KIND = {
  friendRequest: note('friendRequest', NOTIFICATION_TEXTS.friendRequest('alice'), {
    requestId: 3,
    from: alice,
  }),
  coinflipWon: note('coinflipResult', NOTIFICATION_TEXTS.coinflipResult('alice', true, 20), {
    sessionId: 4,
    won: true,
    amount: 10,
    result: 'heads',
    opponent: alice,
    payout: 20,
  }),
  coinflipLost: note('coinflipResult', NOTIFICATION_TEXTS.coinflipResult('alice', false, 10), {
    sessionId: 5,
    won: false,
    amount: 10,
    result: 'tails',
    opponent: alice,
    payout: 0,
  }),
  fundsGranted: note('fundsGranted', NOTIFICATION_TEXTS.fundsGranted(250, 'Tournament prize'), {
    amount: 250,
    reason: 'Tournament prize',
  }),
  achievement: note('achievement', ACHIEVEMENT_NOTIFICATION('First Roll'), {
    code: 'first-dice',
    title: 'First Roll',
  }),
  levelUp: note('levelUp', NOTIFICATION_TEXTS.levelUp(5, 50), { level: 5, amount: 50, milestone: true }),
  tipReceived: note('tipReceived', NOTIFICATION_TEXTS.tipReceived('alice', 40), { from: alice, amount: 40 }),
  rainReceived: note('rainReceived', NOTIFICATION_TEXTS.rainReceived('alice', 12), {
    from: alice,
    amount: 12,
  }),
};

describe('a notification in the player language', () => {
  it.each(Object.entries(EVERY_KIND))('writes %s in English as the server does', (_name, notification) => {
    expect(notificationWords(notification)).toEqual({ title: notification.title, text: notification.text });
  });

  it('writes each kind in German, amounts as German writes them', async () => {
    await chooseLocale('de');
    const german = Object.fromEntries(
      Object.entries(EVERY_KIND).map(([name, notification]) => [name, notificationWords(notification)]),
    );
    expect(german).toEqual({
      friendRequest: {
        title: 'Neue Freundschaftsanfrage',
        text: 'alice möchte mit dir befreundet sein.',
      },
      coinflipWon: { title: 'Münzwurf gewonnen', text: 'Du hast alice geschlagen und 20 FF gewonnen.' },
      coinflipLost: { title: 'Münzwurf verloren', text: 'alice hat deinen Münzwurf um 10 FF gewonnen.' },
      // The admin's reason stays as the admin wrote it.
      fundsGranted: {
        title: 'Fun Funds gutgeschrieben',
        text: 'Ein Admin hat dir 250 FF gutgeschrieben: Tournament prize',
      },
      achievement: {
        title: 'Erfolg freigeschaltet',
        text: 'Erster Wurf: Das Abzeichen liegt jetzt in deiner Sammlung.',
      },
      levelUp: {
        title: 'Level 5 erreicht',
        text: 'Du hast Level 5 erreicht und 50 FF gutgeschrieben bekommen.',
      },
      tipReceived: { title: 'Trinkgeld erhalten', text: 'alice hat dir 40 FF Trinkgeld gegeben.' },
      rainReceived: { title: 'Regen im Chat', text: 'alice hat es im Chat regnen lassen: 12 FF für dich.' },
    });
    const grant = { ...EVERY_KIND.fundsGranted, data: { amount: 12_500, reason: 'Bonus' } };
    expect(notificationWords(grant).text).toBe('Ein Admin hat dir 12.500 FF gutgeschrieben: Bonus');
  });

  it("writes a race prize with the race's UTC week and the place, in English and German", async () => {
    const prize = note(
      'racePrize',
      { title: 'Race prize paid', text: 'stored' },
      {
        raceId: 9,
        rank: 2,
        amount: 12_000,
        startsAt: '2031-01-06T00:00:00.000Z',
      },
    );
    expect(notificationWords(prize)).toEqual({
      title: 'Race prize paid',
      text: 'Weekly race of Jan 6, 2031: 2nd place. 12,000 FF added to your balance.',
    });
    expect(notificationWords({ ...prize, data: { ...prize.data, rank: 3 } }).text).toContain(': 3rd place.');
    expect(notificationWords({ ...prize, data: { ...prize.data, rank: 11 } }).text).toContain(
      ': 11th place.',
    );
    await chooseLocale('de');
    expect(notificationWords(prize)).toEqual({
      title: 'Rennpreis ausgezahlt',
      text: 'Wochenrennen vom 6. Jan. 2031: 2. Platz. 12.000 FF wurden deinem Guthaben gutgeschrieben.',
    });
  });

  it('shows the stored English when data lacks what the words need (rows written before it had them)', async () => {
    await chooseLocale('de');
    const older = [
      // Coinflip results and race prizes written before the opponent, the payout and the week were in data.
      note('coinflipResult', NOTIFICATION_TEXTS.coinflipResult('bob', true, 20), {
        sessionId: 1,
        won: true,
        amount: 10,
        result: 'heads',
      }),
      note('coinflipResult', NOTIFICATION_TEXTS.coinflipResult('bob', false, 10), {
        won: false,
        amount: 10,
      }),
      note('racePrize', NOTIFICATION_TEXTS.racePrize('Weekly race of 6 Jan 2031: 1st place', 15000), {
        raceId: 2,
        rank: 1,
        amount: 15000,
      }),
      note('racePrize', NOTIFICATION_TEXTS.racePrize('x', 1), { rank: 1, amount: 1, startsAt: 'not a date' }),
      note('tipReceived', NOTIFICATION_TEXTS.tipReceived('bob', 5), { amount: 5 }),
      note('friendRequest', NOTIFICATION_TEXTS.friendRequest('bob'), { from: 'bob' }),
      note('fundsGranted', NOTIFICATION_TEXTS.fundsGranted(5, 'why'), { amount: '5', reason: 'why' }),
      note('levelUp', NOTIFICATION_TEXTS.levelUp(3, 10), {}),
      note('achievement', ACHIEVEMENT_NOTIFICATION('Gone'), { title: 'Gone' }),
    ];
    for (const notification of older) {
      expect(notificationWords(notification)).toEqual({ title: notification.title, text: notification.text });
    }
    // A kind this build does not know, and data that is no object.
    const unknown = { kind: 'somethingNew', title: 'New thing', text: 'Said in English.', data: {} };
    expect(notificationWords(unknown as never)).toEqual({ title: 'New thing', text: 'Said in English.' });
    const broken = { ...EVERY_KIND.tipReceived, data: null };
    expect(notificationWords(broken as never)).toEqual({
      title: EVERY_KIND.tipReceived.title,
      text: EVERY_KIND.tipReceived.text,
    });
  });

  it("names an achievement this build does not know by the server's title, in the player's sentence", async () => {
    await chooseLocale('de');
    const later = note('achievement', ACHIEVEMENT_NOTIFICATION('Night Owl'), {
      code: 'night-owl',
      title: 'Night Owl',
    });
    expect(notificationWords(later)).toEqual({
      title: 'Erfolg freigeschaltet',
      text: 'Night Owl: Das Abzeichen liegt jetzt in deiner Sammlung.',
    });
  });
});
