import { useEffect, useState } from 'react';
import type { MutedPlayer } from '../../../../contract/moderation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api';
import { translate, useMessageText, useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/social.json';
import { fetchMutes } from './api';
import { unmute } from './muted-players';

/** The players one muted, each with its Unmute: their messages are hidden, so it is here. */
export function MutedPlayersDialog({ onClose }: { onClose: () => void }) {
  const t = useT<typeof texts>('social');
  const mt = useMessageText();
  const [players, setPlayers] = useState<MutedPlayer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMutes(controller.signal)
      .then(({ mutes }) => setPlayers(mutes))
      .catch((failure) => {
        if (!controller.signal.aborted) setError(errorText(failure, translate('social', 'mutesFailed')));
      });
    return () => controller.abort();
  }, []);

  const lift = async (player: MutedPlayer) => {
    setBusy(player.id);
    setError(null);
    try {
      await unmute(player.id);
      setPlayers((current) => current?.filter((item) => item.id !== player.id) ?? null);
    } catch (failure) {
      setError(errorText(failure, t('unmuteFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal open onClose={onClose} size="sm" title={t('mutedPlayers')} description={t('mutedDescription')}>
      {error && <Alert tone="error" message={mt(error)} className="mb-3" />}
      {!players ? (
        !error && <LoadingState label={t('loading')} className="py-6" />
      ) : players.length === 0 ? (
        <p className="py-4 text-center text-ink-muted text-sm">{t('noMutes')}</p>
      ) : (
        <ul className="divide-y divide-line/60">
          {players.map((player) => (
            <li key={player.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="truncate font-semibold text-ink text-sm">{player.username}</span>
              <Button
                size="sm"
                variant="outline"
                loading={busy === player.id}
                onClick={() => void lift(player)}
                aria-label={t('unmuteName', { name: player.username })}
              >
                {t('unmute')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
