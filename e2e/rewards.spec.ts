import { expect } from '@playwright/test';
import { bearer, registerViaApi, submitRegisterForm, test, uniqueUser } from './helpers';

test('a new player claims the daily reward, then hears of a friend request and reads it', async ({
  page,
  request,
}) => {
  const player = uniqueUser();
  await page.goto('/register');
  await submitRegisterForm(page, { ...player, confirmPassword: player.password });
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

  // A second player asks to be friends while the page is open: a toast and the bell's count.
  await expect(page.getByTestId('notification-toasts')).toHaveAttribute('data-live', 'true');
  const sender = await registerViaApi(request);
  const sent = await request.post('/api/social/friend-request', {
    data: { username: player.username },
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

  // A reload keeps it all: the reward claimed, nothing unread.
  await page.reload();
  await expect(chest.getByTestId('daily-countdown')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});
