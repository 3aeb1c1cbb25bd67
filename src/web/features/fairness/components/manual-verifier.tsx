import { useMemo, useState } from 'react';
import { hashServerSeed } from '../../../../games/fair';
import { MAX_MINES, MIN_MINES } from '../../../../games/mines';
import { SettingsIcon } from '../../../components/icons';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import {
  mineTiles,
  type Outcome,
  rollDice,
  shuffledDeck,
  spinReels,
  VERIFIABLE_GAMES,
  type VerifiableGame,
} from '../verify';
import { OutcomeView } from './outcome-view';

const GAME_OPTIONS = VERIFIABLE_GAMES.map((game) => ({
  value: game,
  label: game[0]?.toUpperCase() + game.slice(1),
}));
/** How many cards of a manually checked deck to show: a deal plus a few draws. */
const MANUAL_CARDS = 10;

function compute(
  game: VerifiableGame,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  mineCount: number,
): Outcome {
  const seed = { serverSeed, clientSeed, nonce };
  switch (game) {
    case 'dice':
      return { game, roll: rollDice(seed) };
    case 'slots':
      return { game, reels: spinReels(seed) };
    case 'mines':
      return { game, mines: mineTiles(seed, mineCount), revealed: [] };
    case 'blackjack':
      return { game, deck: shuffledDeck(seed), dealt: MANUAL_CARDS };
  }
}

const isWhole = (text: string, min: number, max: number) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/** Seeds in, outcome out: anyone can check a result without our API. */
export function ManualVerifier() {
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [game, setGame] = useState<VerifiableGame>('dice');
  const [mineCount, setMineCount] = useState('3');

  const nonceError = isWhole(nonce, 0, Number.MAX_SAFE_INTEGER)
    ? undefined
    : 'Nonce must be a whole number from 0';
  const minesError =
    game !== 'mines' || isWhole(mineCount, MIN_MINES, MAX_MINES)
      ? undefined
      : 'Mine count must be between 1 and 24';
  const ready = serverSeed !== '' && !nonceError && !minesError;

  const outcome = useMemo(
    () => (ready ? compute(game, serverSeed, clientSeed, Number(nonce), Number(mineCount)) : null),
    [ready, game, serverSeed, clientSeed, nonce, mineCount],
  );
  const hash = useMemo(() => (serverSeed ? hashServerSeed(serverSeed) : ''), [serverSeed]);

  return (
    <Card aria-labelledby="manual-verifier-title">
      <CardHeader
        id="manual-verifier-title"
        title="Manual verifier"
        icon={<SettingsIcon size={18} />}
        description="Paste any revealed seeds: the outcome is computed right here, no server involved."
      />
      <CardBody className="space-y-5">
        <form
          aria-label="Manual verifier"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 sm:grid-cols-2"
        >
          <Input
            label="Server seed"
            value={serverSeed}
            onChange={(event) => setServerSeed(event.target.value.trim())}
            spellCheck={false}
            autoComplete="off"
            className="sm:col-span-2 [&_input]:font-mono"
          />
          <Input
            label="Client seed"
            value={clientSeed}
            onChange={(event) => setClientSeed(event.target.value.trim())}
            spellCheck={false}
            autoComplete="off"
            className="sm:col-span-2 [&_input]:font-mono"
          />
          <Input
            label="Nonce"
            value={nonce}
            inputMode="numeric"
            onChange={(event) => setNonce(event.target.value.replace(/\D/g, ''))}
            error={nonceError}
            autoComplete="off"
          />
          <Select
            label="Game"
            options={GAME_OPTIONS}
            value={game}
            onChange={(event) => setGame(event.target.value as VerifiableGame)}
          />
          {game === 'mines' && (
            <Input
              label="Mine count"
              value={mineCount}
              inputMode="numeric"
              onChange={(event) => setMineCount(event.target.value.replace(/\D/g, ''))}
              error={minesError}
              autoComplete="off"
            />
          )}
        </form>

        <div
          className="space-y-4 rounded-card border border-line bg-night-950/40 p-4"
          data-testid="manual-outcome"
        >
          {outcome ? (
            <>
              <div>
                <p className="mb-1 text-2xs text-ink-faint uppercase tracking-wider">sha256(server seed)</p>
                <code className="block break-all font-mono text-ink-soft text-xs">{hash}</code>
              </div>
              <OutcomeView outcome={outcome} />
            </>
          ) : (
            <p className="text-center text-ink-muted text-sm">Enter a server seed to see the outcome.</p>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
