import { type APIRequestContext, expect } from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import { adminSession } from './admin-helpers';
import { bearer, registerViaApi, richPlayer } from './helpers';
import type { Locale } from './locale-reading';

// What e2e/locale-layout.spec.ts's player has done before its walk, so that the pages have something of
// theirs to show.

export interface Played {
  player: Session;
  /** The player's friend, whose public page is walked. */
  friend: Session;
  /** A bet of the player's, for its public page. */
  betId: number;
  /** The friend's chat line the player reported, in the admin's queue. */
  reported: number;
}

export async function play(request: APIRequestContext, locale: Locale): Promise<Played> {
  const { session: player } = await richPlayer(request);
  const post = async <T>(url: string, data: object, as: Session = player): Promise<T> => {
    const answer = await request.post(url, { headers: bearer(as), data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  // Made an admin, so that the admin pages are in the walk; the language kept in the profile.
  const admin = await adminSession(request);
  const promoted = await request.patch(`/api/users/${player._id}/admin`, {
    headers: bearer(admin),
    data: { isAdmin: true },
  });
  expect(promoted.ok()).toBe(true);
  const saved = await request.put('/api/users/profile', { headers: bearer(player), data: { locale } });
  expect(saved.ok()).toBe(true);

  const dice = await post<{ betId: number }>('/api/games/dice', {
    betAmount: 5,
    prediction: 'over',
    targetNumber: 3,
  });
  await post('/api/games/limbo', { betAmount: 5, target: 2 });
  await post('/api/games/plinko', { betAmount: 5, rows: 16, risk: 'high' });
  // Slots until a spin wins: the ledger names a win's lines.
  for (let spins = 0; spins < 40; spins += 1) {
    const spin = await post<{ win: number }>('/api/games/slots', { betAmount: 10 });
    if (spin.win > 0) break;
  }
  // A win of millions on the largest-win board, as a busy board has: with the admin's buttons, the
  // table is wider than its card in the longer languages, and must scroll inside it, not the page.
  await post('/api/leaderboard', {
    userId: player._id,
    category: 'largest_win',
    value: 7_000_000,
    gameType: 'slots',
  });
  // A friend (asked, and asked back: friends at once), whom the player can tip.
  const { session: friend } = await registerViaApi(request);
  await post('/api/social/friend-request', { username: player.username }, friend);
  await post('/api/social/friend-request', { username: friend.username });
  // A report in the admin's queue, the friend's line and the report's details written in English (the
  // players' own words, which stay as written): the queue's layout in the language, and its words not
  // taken for English left in the page.
  const said = await post<{ message: { id: number } }>(
    '/api/social/chat',
    { text: 'Rain in chat, buy cheap chips from me', room: locale },
    friend,
  );
  await post(`/api/social/chat/${said.message.id}/report`, {
    reason: 'spam',
    details: 'selling chips in chat',
  });
  return {
    player: { ...player, isAdmin: true, locale },
    friend,
    betId: dice.betId,
    reported: said.message.id,
  };
}
