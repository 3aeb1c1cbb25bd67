import { useState } from 'react';
import { currentChatRoom } from '../features/social/chat-room';
import { api, errorText } from '../lib/api';
import { useMessageText, useT } from '../lib/i18n';
import type texts from '../locales/en/common.json';
import { ShareIcon } from './icons';
import { Button } from './ui/button';

type ShareState = 'idle' | 'sharing' | 'shared' | 'failed';

/**
 * 'Share' after a notable win: the server writes a short, system-styled chat line from the player's
 * own game record (nothing the page could fake).
 */
export function ShareWinButton({ betId, className }: { betId: number; className?: string }) {
  const t = useT<typeof texts>('common');
  const mt = useMessageText();
  const [state, setState] = useState<ShareState>('idle');
  const [error, setError] = useState<string | null>(null);

  // A new bet gets its own button state (reset while rendering, as React advises for prop changes).
  const [shownBet, setShownBet] = useState(betId);
  if (shownBet !== betId) {
    setShownBet(betId);
    setState('idle');
    setError(null);
  }

  const share = async () => {
    setState('sharing');
    try {
      // Into the chat room the player is in (their pick, else their language's).
      await api('POST /api/social/chat/share', { body: { betId, room: currentChatRoom() } });
      setState('shared');
    } catch (failure) {
      setState('failed');
      setError(errorText(failure, t('share.failed')));
    }
  };

  return (
    <div className={className}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ShareIcon size={16} />}
        loading={state === 'sharing'}
        disabled={state === 'shared'}
        onClick={share}
      >
        {state === 'shared' ? t('share.done') : t('share.button')}
      </Button>
      {error && (
        <p role="alert" className="mt-1.5 text-loss-300 text-xs">
          {mt(error)}
        </p>
      )}
    </div>
  );
}
