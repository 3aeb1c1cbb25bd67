import { useEffect } from 'react';
import { AWAY_AFTER_MS } from '../../../../contract/social-texts';
import type { AppSocket } from '../../../lib/socket';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

/** Tells the server when this page has had no input for 5 minutes (presence 'away') and when it has again. */
export function useIdleReport(socket: AppSocket | null, connected: boolean) {
  useEffect(() => {
    if (!socket || !connected) return;
    let idle = false;
    let armedAt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      armedAt = Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => {
        idle = true;
        socket.emit('setIdle', true);
      }, AWAY_AFTER_MS);
    };
    const onActivity = () => {
      if (idle) {
        idle = false;
        socket.emit('setIdle', false);
      }
      // Pointer moves come in floods; re-arming once a second is plenty for a 5-minute timer.
      if (Date.now() - armedAt > 1000) arm();
    };
    arm();
    for (const event of ACTIVITY) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, onActivity);
    };
  }, [socket, connected]);
}
