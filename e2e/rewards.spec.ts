import { type APIRequestContext, expect } from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import type { Mission, RewardsResponse } from '../src/contract/rewards';
import { bearer, registerViaApi, serverBalance, signIn, test } from './helpers';

/** Bets of 1 FF that finish a mission whatever they draw, by mission id. */
const SURE_MISSIONS: Record<number, { path: string; data: object }[]> = {
  1: Array.from({ length: 20 }, () => ({
    path: '/api/games/dice',
    data: { betAmount: 1, prediction: 'over', targetNumber: 1 },
  })),
  3: Array.from({ length: 20 }, () => ({ path: '/api/games/limbo', data: { betAmount: 1, target: 2 } })),
  5: Array.from({ length: 30 }, () => ({
    path: '/api/games/plinko',
    data: { betAmount: 1, rows: 8, risk: 'low' },
  })),
  16: [
    { path: '/api/games/dice', data: { betAmount: 1, prediction: 'over', targetNumber: 1 } },
    { path: '/api/games/limbo', data: { betAmount: 1, target: 2 } },
    { path: '/api/games/plinko', data: { betAmount: 1, rows: 8, risk: 'low' } },
  ],
};

/**
 * A new player with one of today's missions that a few bets of 1 FF finish for sure (about three
 * players in five have one), and that mission.
 */
async function playerWithSureMission(
  request: APIRequestContext,
): Promise<{ session: Session; mission: Mission }> {
  for (let tries = 0; tries < 40; tries += 1) {
    const { session } = await registerViaApi(request);
    const answer = await request.get('/api/rewards', { headers: bearer(session) });
    expect(answer.ok()).toBe(true);
    const { missions } = (await answer.json()) as RewardsResponse;
    const mission = missions.find((one) => one.id in SURE_MISSIONS);
    if (mission) return { session, mission };
  }
  throw new Error('No new player had a mission that bets of 1 FF finish');
}

test('a new player claims the daily reward and a mission, then hears of a friend request and reads it', async ({
  page,
  request,
}) => {
  const { session, mission } = await playerWithSureMission(request);
  await signIn(page, session);
  const bar = page.getByRole('banner').filter({ has: page.getByTestId('page-title') });
  const balance = bar.getByTestId('balance');
  await expect(balance).toContainText('100 FF');

  // Today's reward waits: the chest has its dot.
  const chest = bar.getByTestId('daily-chest');
  await expect(chest.getByTestId('daily-chest-dot')).toBeVisible();
  await chest.click();
  const panel = bar.getByTestId('daily-panel');
  await expect(panel.getByRole('heading', { name: 'Daily reward' })).toBeVisible();
  await expect(panel.getByTestId('streak-day')).toHaveCount(7);
  const claim = panel.getByRole('button', { name: 'Claim 10 FF' });
  await expect(claim).toBeFocused();
  await claim.click();

  // Paid: the balance goes up, the chest counts down to tomorrow and offers no second claim.
  await expect(balance).toContainText('110 FF');
  await expect(panel.getByText('10 FF added to your balance')).toBeVisible();
  await expect(panel.getByTestId('daily-streak')).toHaveText('Streak: 1 day');
  await expect(panel.getByTestId('daily-next')).toContainText('Next reward in');
  await expect(panel.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(chest).toBeFocused();
  await expect(chest.getByTestId('daily-chest-dot')).toHaveCount(0);
  await expect(chest.getByTestId('daily-countdown')).toHaveText(/^\d+(h \d\dm|m \d\ds|s)$/);

  // The player plays one of today's missions through (bets through the API), and comes back.
  for (const bet of SURE_MISSIONS[mission.id] ?? []) {
    const placed = await request.post(bet.path, { data: bet.data, headers: bearer(session) });
    expect(placed.ok(), await placed.text()).toBe(true);
  }
  await page.reload();
  await expect(chest.getByTestId('daily-chest-dot')).toBeVisible();
  await expect(chest).toHaveAccessibleName('Daily reward: a mission reward is ready to claim');
  await chest.click();
  const missions = panel.getByTestId('mission');
  await expect(missions).toHaveCount(3);
  const done = missions.filter({ hasText: mission.title });
  await expect(done.getByRole('progressbar', { name: mission.title })).toHaveAttribute(
    'aria-valuenow',
    String(mission.goal),
  );
  await expect(done.getByTestId('mission-progress')).toHaveText(`${mission.goal} / ${mission.goal}`);
  // Only a finished mission has a claim; the keyboard reaches it.
  await expect(panel.getByTestId('mission-claim')).toHaveCount(1);
  const claimMission = done.getByRole('button', { name: `Claim ${mission.reward} FF` });
  await claimMission.focus();
  await page.keyboard.press('Enter');
  await expect(done.getByTestId('mission-claimed')).toHaveText('Claimed');
  await expect(panel.getByText(`${mission.reward} FF added to your balance`)).toBeVisible();
  await expect(balance).toContainText(`${await serverBalance(request, session)} FF`);
  await expect(panel.getByRole('heading', { name: 'Daily missions' })).toBeFocused();
  await expect(chest.getByTestId('daily-chest-dot')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // A second player asks to be friends while the page is open: a toast and the bell's count.
  await expect(page.getByTestId('notification-toasts')).toHaveAttribute('data-live', 'true');
  const sender = await registerViaApi(request);
  const sent = await request.post('/api/social/friend-request', {
    data: { username: session.username },
    headers: bearer(sender.session),
  });
  expect(sent.status()).toBe(201);
  const toast = page.getByTestId('notification-toast');
  await expect(toast).toContainText(`${sender.user.username} wants to be your friend.`);
  const bell = bar.getByTestId('notification-bell');
  await expect(bell.getByTestId('unread-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');

  // The inbox lists it; marking all read clears the count.
  await bell.click();
  const inbox = bar.getByTestId('inbox-panel');
  await expect(inbox.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await expect(toast).toHaveCount(0);
  const item = inbox.getByTestId('inbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('New friend request');
  await inbox.getByRole('button', { name: 'Mark all read' }).click();
  await expect(item).not.toHaveAttribute('data-unread', 'true');
  await expect(bell.getByTestId('unread-count')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(inbox).toHaveCount(0);
  await expect(bell).toBeFocused();

  // A reload keeps it all: the rewards claimed, nothing unread.
  await page.reload();
  await expect(chest.getByTestId('daily-countdown')).toBeVisible();
  await expect(chest.getByTestId('daily-chest-dot')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
});
