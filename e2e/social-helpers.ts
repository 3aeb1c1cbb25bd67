import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Session } from '../src/contract/accounts';
import type { FriendRequests } from '../src/contract/social';
import { bearer } from './helpers';

// The Social Hub as the tips, rain and cluster journeys use it, and their set-up through the API.

/** Limbo bets of `stake` FF at 1.01× until `total` FF are staked. */
export async function wager(request: APIRequestContext, session: Session, stake: number, total: number) {
  for (let staked = 0; staked < total; staked += stake) {
    const placed = await request.post('/api/games/limbo', {
      data: { betAmount: stake, target: 1.01 },
      headers: bearer(session),
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  }
}

/** `from` asks `to` to be friends and `to` accepts, through the API. */
export async function befriend(request: APIRequestContext, from: Session, to: Session) {
  const asked = await request.post('/api/social/friend-request', {
    headers: bearer(from),
    data: { username: to.username },
  });
  expect(asked.status()).toBe(201);
  const received = await request.get('/api/social/friend-requests', { headers: bearer(to) });
  const { friendRequests } = (await received.json()) as FriendRequests;
  const request_ = friendRequests.find((one) => one.sender.id === from._id);
  const accepted = await request.post(`/api/social/friend-requests/${request_?.id}/accept`, {
    headers: bearer(to),
  });
  expect(accepted.ok()).toBe(true);
}

export const hub = (page: Page) => page.getByRole('complementary', { name: 'Social Hub' });

export const balanceChip = (page: Page) =>
  page
    .getByRole('banner')
    .filter({ has: page.getByTestId('page-title') })
    .getByTestId('balance');

/** An amount as the pages write it in English. */
export const shown = (amount: number) => `${amount.toLocaleString('en-US')} FF`;

/** Opens the Social Hub (unless open) on one of its tabs. */
export async function openTab(page: Page, tab: 'Chat' | 'Friends') {
  const openButton = page.getByRole('button', { name: 'Open Social Hub' });
  await expect(hub(page).or(openButton).first()).toBeVisible();
  if (!(await hub(page).isVisible())) await openButton.click();
  await hub(page)
    .getByRole('tab', { name: new RegExp(`^${tab}`) })
    .click();
}

/** The rain's line in a page's chat, by who made it rain. */
export const rainLine = (page: Page, sender: string) =>
  hub(page)
    .locator('[data-kind="share"]')
    .filter({ hasText: `${sender} made it rain 1,000 FF on chat:` });
