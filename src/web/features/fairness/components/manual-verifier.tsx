import { useMemo, useState } from 'react';
import { hashServerSeed } from '../../../../games/fair';
import { MAX_MINES, MIN_MINES } from '../../../../games/mines';
import { SettingsIcon } from '../../../components/icons';
import { CardBody, SectionCard } from '../../../components/ui/card';
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

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A pasted seed: surrounding spaces dropped, shown in monospace. */
function SeedInput({ label, value, onChange }: FieldProps) {
  return (
    <Input
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      spellCheck={false}
      autoComplete="off"
      className="sm:col-span-2 [&_input]:font-mono"
    />
  );
}

/** Digits only; the range is checked by the caller, which passes its message as `error`. */
function WholeNumberInput({ label, value, error, onChange }: FieldProps & { error: string | undefined }) {
  return (
    <Input
      label={label}
      value={value}
      inputMode="numeric"
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      autoComplete="off"
    />
  );
}

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
    <SectionCard
      region
      title="Manual verifier"
      icon={<SettingsIcon size={18} />}
      description="Paste any revealed seeds: the outcome is computed right here, no server involved."
    >
      <CardBody className="space-y-5">
        <form
          aria-label="Manual verifier"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 sm:grid-cols-2"
        >
          <SeedInput label="Server seed" value={serverSeed} onChange={setServerSeed} />
          <SeedInput label="Client seed" value={clientSeed} onChange={setClientSeed} />
          <WholeNumberInput label="Nonce" value={nonce} error={nonceError} onChange={setNonce} />
          <Select
            label="Game"
            options={GAME_OPTIONS}
            value={game}
            onChange={(event) => setGame(event.target.value as VerifiableGame)}
          />
          {game === 'mines' && (
            <WholeNumberInput
              label="Mine count"
              value={mineCount}
              error={minesError}
              onChange={setMineCount}
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
    </SectionCard>
  );
}
