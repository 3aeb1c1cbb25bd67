import { useEffect, useState } from 'react';
import type { MutedPlayer } from '../../../../contract/moderation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api';
import { fetchMutes } from './api';
import { unmute } from './muted-players';

/** The players one muted, each with its Unmute: their messages are hidden, so it is here. */
export function MutedPlayersDialog({ onClose }: { onClose: () => void }) {
  const [players, setPlayers] = useState<MutedPlayer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMutes(controller.signal)
      .then(({ mutes }) => setPlayers(mutes))
      .catch((failure) => {
        if (!controller.signal.aborted) setError(errorText(failure, 'Could not load your muted players'));
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
      setError(errorText(failure, 'Could not unmute the player'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title="Muted players"
      description="Their chat messages are hidden from you."
    >
      {error && <Alert tone="error" message={error} className="mb-3" />}
      {!players ? (
        !error && <LoadingState label="Loading..." className="py-6" />
      ) : players.length === 0 ? (
        <p className="py-4 text-center text-ink-muted text-sm">You have not muted anyone.</p>
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
                aria-label={`Unmute ${player.username}`}
              >
                Unmute
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
