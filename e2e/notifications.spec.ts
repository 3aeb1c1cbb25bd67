import { expect, test, type WebSocketRoute } from '@playwright/test';
import { adminSession, grantFunds } from './admin-helpers';
import { registerViaApi, signIn } from './helpers';

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
  let letThrough = false;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (letThrough) socket.connectToServer();
    else held.push(socket);
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
  letThrough = true;
  for (const socket of held) socket.connectToServer();

  await expect(page.getByTestId('notification-toasts')).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('notification-toast')).toContainText('Fun Funds added');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(bar.getByTestId('balance')).toContainText('1,334');
  await bell.click();
  await expect(bar.getByTestId('inbox-panel').getByTestId('inbox-item')).toHaveCount(1);
});
