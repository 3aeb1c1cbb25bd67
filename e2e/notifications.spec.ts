import { expect, test, type WebSocketRoute } from '@playwright/test';
import { adminSession, grantFunds } from './admin-helpers';
import { gate, registerViaApi, signIn } from './helpers';

// A notification is sent live only to the sockets open when it is written. One written after the
// inbox loaded but before the live connection opened (or while the network was away) is read when the
// connection opens: it joins the bell's count, shows as a toast, and a grant's balance shows.

test('a grant made before the live connection opens still shows: toast, bell and balance', async ({
  page,
  request,
}) => {
  const { session } = await registerViaApi(request);
  // The page's socket is held (not let through to the server) until the grant is written.
  const held: WebSocketRoute[] = [];
  const open: WebSocketRoute[] = [];
  let letThrough = false;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (letThrough) {
      socket.connectToServer();
      open.push(socket);
    } else held.push(socket);
  });
  const inboxLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications' && response.ok(),
  );
  await signIn(page, session, '/');
  await inboxLoaded;
  const bar = page.getByRole('banner').filter({ has: page.getByTestId('page-title') });
  const bell = bar.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bar.getByTestId('balance')).toContainText('100');
  await expect(page.getByTestId('notification-toasts')).not.toHaveAttribute('data-live', 'true');
  await expect.poll(() => held.length).toBeGreaterThan(0);

  // Written while the page listens on nothing: no socket of the player's is open on the server.
  await grantFunds(request, await adminSession(request), session._id, 1234);
  const letHeldThrough = () => {
    letThrough = true;
    for (const socket of held.splice(0)) {
      socket.connectToServer();
      open.push(socket);
    }
  };
  letHeldThrough();

  await expect(page.getByTestId('notification-toasts')).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('notification-toast')).toContainText('Fun Funds added');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(bar.getByTestId('balance')).toContainText('1,334');
  await bell.click();
  await expect(bar.getByTestId('inbox-panel').getByTestId('inbox-item')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The network goes away and comes back. A grant written meanwhile is in the page the inbox reads
  // again; another that arrives live while that read's answer is on its way is not in it, nor in the
  // server's unread count it gives: both must count.
  letThrough = false;
  for (const socket of open.splice(0)) await socket.close();
  await expect(page.getByTestId('notification-toasts')).not.toHaveAttribute('data-live', 'true');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await grantFunds(request, await adminSession(request), session._id, 500);
  const serverRead = gate();
  const answered = gate();
  await page.route(
    (url) => url.pathname === '/api/notifications',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      serverRead.open();
      await answered.opened;
      await route.fulfill({ response });
    },
  );
  letHeldThrough();
  await serverRead.opened;
  await grantFunds(request, await adminSession(request), session._id, 700);
  const toasts = page.getByTestId('notification-toast');
  await expect(toasts.filter({ hasText: '700 FF' })).toBeVisible();
  answered.open();
  await expect(toasts.filter({ hasText: '500 FF' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications (3 unread)');
  await expect(bar.getByTestId('balance')).toContainText('2,534');
});
