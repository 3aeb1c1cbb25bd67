import { type APIRequestContext, expect } from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import type { Mission, RewardsResponse } from '../src/contract/rewards';
import { adminSession, grantFunds } from './admin-helpers';
import { bearer, registerViaApi, serverBalance, signIn, test } from './helpers';

/** Missions that limbo bets at 1.01× finish (its bets, any game's, any game's wins), by id. */
const LIMBO_MISSIONS = new Set([3, 15, 16]);

/** A new player with one of today's missions that limbo bets finish (about half of them have one). */
async function playerWithLimboMission(
  request: APIRequestContext,
): Promise<{ session: Session; mission: Mission }> {
  for (let tries = 0; tries < 40; tries += 1) {
    const { session } = await registerViaApi(request);
    const answer = await request.get('/api/rewards', { headers: bearer(session) });
    expect(answer.ok()).toBe(true);
    const { missions } = (await answer.json()) as RewardsResponse;
    const mission = missions.find((one) => LIMBO_MISSIONS.has(one.id));
    if (mission) return { session, mission };
  }
  throw new Error('No new player had a mission that limbo bets finish');
}

/** Limbo bets of `stake` FF at 1.01× (won 98 times in 100) until `xp` XP are wagered (1 % edge). */
async function wagerLimbo(request: APIRequestContext, session: Session, stake: number, xp: number) {
  for (let wagered = 0; wagered < xp; wagered += stake) {
    const placed = await request.post('/api/games/limbo', {
      data: { betAmount: stake, target: 1.01 },
      headers: bearer(session),
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  }
  // The wager fold carries the bets to XP (and pays the levels reached) a moment later.
  await expect
    .poll(async () => {
      const rewards = await request.get('/api/rewards', { headers: bearer(session) });
      return ((await rewards.json()) as { level: { xp: number } }).level.xp;
    })
    .toBeGreaterThanOrEqual(xp);
}

test('a player bets, sees XP and rakeback grow, claims the rakeback, the daily reward and a mission, then reads a friend request', async ({
  page,
  request,
}) => {
  const { session, mission } = await playerWithLimboMission(request);
  await grantFunds(request, await adminSession(request), session._id, 20_000);
  await signIn(page, session);
  const bar = page.getByRole('banner').filter({ has: page.getByTestId('page-title') });
  const balance = bar.getByTestId('balance');
  await expect(balance).toContainText('20,100 FF');

  // Before any bet: level 1, no XP, no rakeback, and the daily reward waits for play.
  const chest = bar.getByTestId('daily-chest');
  await expect(chest.getByTestId('daily-chest-dot')).toHaveCount(0);
  await chest.click();
  const panel = bar.getByTestId('daily-panel');
  await expect(panel.getByRole('heading', { name: 'Daily reward' })).toBeVisible();
  await expect(panel.getByTestId('streak-day')).toHaveCount(7);
  await expect(panel.getByTestId('daily-needs-xp')).toContainText('Earn 5,000 more XP');
  await expect(panel.getByTestId('level-number')).toHaveText('Level 1');
  await expect(panel.getByTestId('level-xp')).toHaveText('0 / 1,000 XP');
  await expect(panel.getByTestId('rakeback-available')).toHaveText('0 FF ready');
  await expect(panel.getByTestId('rakeback-claim')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // 10,000 FF of limbo bets (through the API): 10,000 XP, level 5, 10 FF of rakeback.
  await wagerLimbo(request, session, 2_000, 10_000);
  await page.reload();
  await expect(chest.getByTestId('daily-chest-dot')).toBeVisible();
  await chest.click();
  await expect(panel.getByTestId('level-number')).toHaveText('Level 5');
  await expect(panel.getByTestId('level-xp')).toHaveText('10,000 / 15,000 XP');
  await expect(panel.getByRole('progressbar', { name: 'Level 5' })).toHaveAttribute('aria-valuenow', '10000');
  await expect(panel.getByTestId('rakeback-available')).toHaveText('10 FF ready');
  const before = await serverBalance(request, session);
  await expect(balance).toContainText(`${before.toLocaleString('en-US')} FF`);

  // The rakeback, claimed: the balance follows, nothing is left to claim.
  const claimRakeback = panel.getByTestId('rakeback-claim');
  await expect(claimRakeback).toHaveText('Claim 10 FF');
  await claimRakeback.click();
  await expect(panel.getByText('10 FF of rakeback added to your balance')).toBeVisible();
  await expect(balance).toContainText(`${(before + 10).toLocaleString('en-US')} FF`);
  await expect(panel.getByTestId('rakeback-available')).toHaveText('0 FF ready');
  await expect(panel.getByTestId('rakeback-claim')).toBeDisabled();

  // The daily reward is unlocked by the play: claimed from the keyboard.
  const claim = panel.getByTestId('daily-claim');
  await expect(claim).toHaveText('Claim 10 FF');
  await claim.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('10 FF added to your balance')).toBeVisible();
  await expect(balance).toContainText(`${(before + 20).toLocaleString('en-US')} FF`);
  await expect(panel.getByTestId('daily-streak')).toHaveText('Streak: 1 day');
  await expect(panel.getByTestId('daily-next')).toContainText('Next reward in');

  // The mission the bets finished: its XP bar is full and its claim pays.
  const done = panel.getByTestId('mission').filter({ hasText: mission.title });
  await expect(done.getByRole('progressbar', { name: mission.title })).toHaveAttribute(
    'aria-valuenow',
    String(mission.goal),
  );
  const goal = mission.goal.toLocaleString('en-US');
  await expect(done.getByTestId('mission-progress')).toHaveText(`${goal} / ${goal} XP`);
  const claimMission = done.getByRole('button', { name: `Claim ${mission.reward} FF` });
  await claimMission.focus();
  await page.keyboard.press('Enter');
  await expect(done.getByTestId('mission-claimed')).toHaveText('Claimed');
  await expect(balance).toContainText(
    `${(await serverBalance(request, session)).toLocaleString('en-US')} FF`,
  );
  await expect(panel.getByRole('heading', { name: 'Daily missions' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // The level-ups were told: the inbox has them; read them all before the next part. Level 5's
  // achievement (Rising Star) comes with the achievements' next sweep: wait for it too, so that
  // nothing arrives unread after the inbox is cleared.
  const bell = bar.getByTestId('notification-bell');
  await bell.click();
  const inbox = bar.getByTestId('inbox-panel');
  await expect(inbox.getByTestId('inbox-item').filter({ hasText: 'Level 5 reached' })).toHaveCount(1);
  await expect(inbox.getByTestId('inbox-item').filter({ hasText: 'Rising Star' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await inbox.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell.getByTestId('unread-count')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(inbox).toHaveCount(0);

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
  await expect(bell.getByTestId('unread-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');

  // The inbox lists it; marking all read clears the count.
  await bell.click();
  await expect(inbox.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await expect(toast).toHaveCount(0);
  const item = inbox.getByTestId('inbox-item').filter({ hasText: 'New friend request' });
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
  await expect(bell).toHaveAccessibleName('Notifications');
});
