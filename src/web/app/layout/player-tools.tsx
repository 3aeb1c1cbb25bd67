import { useEffect } from 'react';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { LiveNotifications } from '../../features/notifications/components/notification-toasts';
import { useInbox } from '../../features/notifications/hooks/use-inbox';
import { DailyChest } from '../../features/rewards/components/daily-chest';
import { useDailyReward } from '../../features/rewards/hooks/use-daily-reward';
import { publishPlayerTools, usePlayerTools } from './player-tools-store';

// What only a signed-in player has in the shell, in a chunk of its own so that a guest's first page
// (the home page's scripts, e2e/compression.spec.ts) does not carry it: the daily reward and the
// notifications (their state, the chest, the bell, the live toasts).

/** Keeps the player's daily reward and inbox, for the chest, the bell and the toasts. */
export function PlayerSession({
  userId,
  onBalance,
}: {
  userId: number;
  onBalance: (balance: number) => void;
}) {
  const reward = useDailyReward(userId, onBalance);
  const inbox = useInbox(userId);
  useEffect(() => {
    publishPlayerTools({ reward, inbox });
  }, [reward, inbox]);
  useEffect(() => () => publishPlayerTools(null), []);
  return null;
}

/** The chest's and the bell's buttons with their panels, beside the balance. */
export function PlayerTools() {
  const tools = usePlayerTools();
  if (!tools) return null;
  return (
    <>
      <DailyChest reward={tools.reward} />
      <NotificationBell inbox={tools.inbox} />
    </>
  );
}

/** The live notifications' toasts, with the inbox they add to. */
export function PlayerToasts({ token, onFundsMoved }: { token: string; onFundsMoved: () => void }) {
  const tools = usePlayerTools();
  if (!tools) return null;
  return <LiveNotifications token={token} inbox={tools.inbox} onFundsMoved={onFundsMoved} />;
}
