import { useMemo, useState } from 'react';
import { COINFLIP_NONCE } from '../../../../games/coinflip';
import { hashServerSeed } from '../../../../games/fair';
import { MAX_MINES, MIN_MINES } from '../../../../games/mines';
import {
  isPlinkoRisk,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRisk,
} from '../../../../games/plinko';
import { SettingsIcon } from '../../../components/icons';
import { CardBody } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { gameName, useFairnessText } from '../texts';
import {
  dropPlinko,
  limboFromSeed,
  mineTiles,
  type Outcome,
  rollDice,
  shuffledDeck,
  spinReels,
  VERIFIABLE_GAMES,
  type VerifiableGame,
} from '../verify';
import { coinflipSeat, flipFromSeeds } from '../verify-coinflip';
import { OutcomeView } from './outcome-view';
import { FairnessCard } from './panel';

/** How many cards of a manually checked deck to show: a deal plus a few draws. */
const MANUAL_CARDS = 10;

/** What some games' outcomes depend on besides the seeds. */
interface GameOptions {
  mineCount: number;
  rows: number;
  risk: PlinkoRisk;
}

function compute(
  game: VerifiableGame,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  { mineCount, rows, risk }: GameOptions,
): Outcome | null {
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
    case 'limbo':
      return { game, result: limboFromSeed(seed), target: null };
    case 'plinko':
      return dropPlinko(seed, rows, risk).drop;
    case 'coinflip': {
      // The game always flips nonce 0 of a session's own seed: the nonce typed in does not apply.
      const result = flipFromSeeds(serverSeed, clientSeed);
      return result && { game, result, side: null, payout: null };
    }
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
export function SeedInput({ label, value, error, onChange }: FieldProps & { error?: string | undefined }) {
  return (
    <Input
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.trim())}
      spellCheck={false}
      autoComplete="off"
      className="sm:col-span-2 [&_input]:font-mono"
    />
  );
}

/** Digits only; the range is checked by the caller, which passes its message as `error`. */
function WholeNumberInput({
  label,
  value,
  error,
  onChange,
  disabled,
  helperText,
}: FieldProps & { error: string | undefined; disabled?: boolean; helperText?: string }) {
  return (
    <Input
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      inputMode="numeric"
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      autoComplete="off"
    />
  );
}

/** Seeds in, outcome out: anyone can check a result without our API. */
export function ManualVerifier() {
  const t = useFairnessText();
  const gameOptions = VERIFIABLE_GAMES.map((game) => ({ value: game, label: gameName(t, game) }));
  const riskOptions = PLINKO_RISKS.map((risk) => ({ value: risk, label: t(`risk.${risk}`) }));
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [game, setGame] = useState<VerifiableGame>('dice');
  const [mineCount, setMineCount] = useState('3');
  const [rows, setRows] = useState(String(PLINKO_MAX_ROWS));
  const [risk, setRisk] = useState<PlinkoRisk>('low');

  const coinflip = game === 'coinflip';
  const nonceError =
    coinflip || isWhole(nonce, 0, Number.MAX_SAFE_INTEGER) ? undefined : t('manual.nonceError');
  const minesError =
    game !== 'mines' || isWhole(mineCount, MIN_MINES, MAX_MINES)
      ? undefined
      : t('manual.minesError', { min: MIN_MINES, max: MAX_MINES });
  const rowsError =
    game !== 'plinko' || isWhole(rows, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS)
      ? undefined
      : t('manual.rowsError', { min: PLINKO_MIN_ROWS, max: PLINKO_MAX_ROWS });
  const seatError = coinflip && !coinflipSeat(serverSeed, clientSeed) ? t('manual.seatError') : undefined;
  const ready = serverSeed !== '' && !nonceError && !minesError && !rowsError && !seatError;

  const outcome = useMemo(() => {
    if (!ready) return null;
    const options = { mineCount: Number(mineCount), rows: Number(rows), risk };
    return compute(game, serverSeed, clientSeed, Number(nonce), options);
  }, [ready, game, serverSeed, clientSeed, nonce, mineCount, rows, risk]);
  const hash = useMemo(() => (serverSeed ? hashServerSeed(serverSeed) : ''), [serverSeed]);

  return (
    <FairnessCard
      title={t('manual.title')}
      icon={<SettingsIcon size={18} />}
      description={t('manual.description')}
    >
      <CardBody className="space-y-5">
        <form
          aria-label={t('manual.title')}
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 sm:grid-cols-2"
        >
          <SeedInput label={t('seed.serverSeed')} value={serverSeed} onChange={setServerSeed} />
          <SeedInput
            label={t('seed.clientSeed')}
            value={clientSeed}
            error={clientSeed === '' ? undefined : seatError}
            onChange={setClientSeed}
          />
          <WholeNumberInput
            label={t('manual.nonce')}
            value={coinflip ? String(COINFLIP_NONCE) : nonce}
            error={nonceError}
            onChange={setNonce}
            disabled={coinflip}
            helperText={coinflip ? t('manual.coinflipNonce') : undefined}
          />
          <Select
            label={t('manual.game')}
            options={gameOptions}
            value={game}
            onChange={(event) => setGame(event.target.value as VerifiableGame)}
          />
          {game === 'mines' && (
            <WholeNumberInput
              label={t('manual.mineCount')}
              value={mineCount}
              error={minesError}
              onChange={setMineCount}
            />
          )}
          {game === 'plinko' && (
            <>
              <WholeNumberInput label={t('manual.rows')} value={rows} error={rowsError} onChange={setRows} />
              <Select
                label={t('manual.risk')}
                options={riskOptions}
                value={risk}
                onChange={(event) => isPlinkoRisk(event.target.value) && setRisk(event.target.value)}
              />
            </>
          )}
        </form>

        <div
          className="space-y-4 rounded-card border border-line bg-night-950/40 p-4"
          data-testid="manual-outcome"
        >
          {outcome ? (
            <>
              <div>
                <p className="mb-1 text-2xs text-ink-faint uppercase tracking-wider">{t('manual.hash')}</p>
                <code className="block break-all font-mono text-ink-soft text-xs">{hash}</code>
              </div>
              <OutcomeView outcome={outcome} />
            </>
          ) : (
            <p className="text-center text-ink-muted text-sm">
              {coinflip ? t('manual.enterCoinflip') : t('manual.enter')}
            </p>
          )}
        </div>
      </CardBody>
    </FairnessCard>
  );
}
