import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quoteForAudit } from '../../../contract/admin-texts';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { auditDetails } from './audit-words';

beforeAll(() => preloadNamespaces(['admin', 'common']));
afterEach(() => chooseLocale('en'));

const quote = quoteForAudit('buy cheap coins at example dot com');

/** Audit rows as the server writes them (admin, moderation, chat and leaderboard services). */
const ROWS: [action: string, details: string, english: string, german: string][] = [
  ['user.promote', 'Made p_alice an admin', 'Made p_alice an admin', 'p_alice zum Admin gemacht'],
  [
    'user.demote',
    'Removed the admin rights of bob',
    'Removed the admin rights of bob',
    'bob die Adminrechte entzogen',
  ],
  ['user.ban', 'Banned bob', 'Banned bob', 'bob gesperrt'],
  ['user.unban', 'Lifted the ban on bob', 'Lifted the ban on bob', 'Sperre von bob aufgehoben'],
  [
    'funds.add',
    'Added 1500 FF: Weekly tournament',
    'Added 1,500 FF: Weekly tournament',
    '1.500 FF hinzugefügt: Weekly tournament',
  ],
  ['chat.delete', `Message #12: ${quote}`, `Message #12: ${quote}`, `Nachricht #12: ${quote}`],
  [
    'chat.delete',
    `Deleted message #12: ${quote} (reported)`,
    `Deleted message #12: ${quote} (reported)`,
    `Nachricht #12 gelöscht: ${quote} (gemeldet)`,
  ],
  [
    'report.dismiss',
    `Dismissed the reports of message #12: ${quote}`,
    `Dismissed the reports of message #12: ${quote}`,
    `Meldungen zu Nachricht #12 verworfen: ${quote}`,
  ],
  [
    'user.ban',
    `Banned bob for message #12: ${quote}`,
    `Banned bob for message #12: ${quote}`,
    `bob gesperrt wegen Nachricht #12: ${quote}`,
  ],
  ['leaderboard.create', 'Set most_ff to 1,234.5', 'Set Most FF to 1,234.5', 'Meiste FF auf 1.234,5 gesetzt'],
  [
    'leaderboard.create',
    'Set largest_win to 900 (dice)',
    'Set Largest Win to 900 (Dice)',
    'Größter Gewinn auf 900 gesetzt (Würfel)',
  ],
  [
    'leaderboard.update',
    'Changed most_ff from 1,000 to 2,500',
    'Changed Most FF from 1,000 to 2,500',
    'Meiste FF von 1.000 auf 2.500 geändert',
  ],
  [
    'leaderboard.delete',
    'Deleted the largest_win entry of 75.25',
    'Deleted the Largest Win entry of 75.25',
    'Eintrag „Größter Gewinn“ über 75,25 gelöscht',
  ],
  [
    'leaderboard.recompute',
    '1 balances, 12 largest wins',
    '1 balance, 12 largest wins',
    '1 Guthaben, 12 größte Gewinne',
  ],
  [
    'leaderboard.clear',
    'Cleared largest_win (3 entries)',
    'Cleared Largest Win (3 entries)',
    '„Größter Gewinn“ geleert (3 Einträge)',
  ],
];

describe("an audit row's details in the admin's language", () => {
  it.each(ROWS)('reads %s "%s" in English', (action, details, english) => {
    expect(auditDetails(action, details)).toBe(english);
  });

  it('reads every known shape in German', async () => {
    await chooseLocale('de');
    expect(ROWS.map(([action, details]) => auditDetails(action, details))).toEqual(
      ROWS.map(([, , , german]) => german),
    );
  });

  it('writes the end of a mute in the admin language and clock', async () => {
    await chooseLocale('de');
    const text = auditDetails(
      'chat.mute',
      `Muted from chat for 60 min (until 2026-11-29T13:05:00.000Z) for message #12: ${quote}`,
    );
    expect(text).toMatch(
      /^Für 60 Min\. im Chat stummgeschaltet \(bis 29\. Nov\., \d{2}:05\) wegen Nachricht #12: /,
    );
  });

  it("shows the server's words for a shape it does not know, or a known shape under another action", async () => {
    await chooseLocale('de');
    for (const [action, details] of [
      ['user.promote', 'Made bob a moderator'],
      ['user.ban', 'Made bob an admin'],
      ['leaderboard.create', 'Set most_ff to -5'],
      ['something.new', 'Did something new'],
    ] as const) {
      expect(auditDetails(action, details)).toBe(details);
    }
    expect(auditDetails('user.ban', null)).toBe('');
  });
});
