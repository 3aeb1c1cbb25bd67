import { setInstantPlay, useInstantPlay } from '../../lib/instant-play';
import { SettingsIcon } from '../icons';
import { Popover } from '../ui/popover';

export interface GameOptionsProps {
  /** What Space and Enter do on this page, e.g. "Roll the dice". */
  betKeyAction: string;
  /** More shortcuts of this game, as [keys, what they do]. */
  shortcuts?: ReadonlyArray<readonly [string, string]>;
}

/** The game's options popover: the instant play switch and the keyboard shortcuts. */
export function GameOptions({ betKeyAction, shortcuts = [] }: GameOptionsProps) {
  const instant = useInstantPlay();

  return (
    <Popover
      toggleClassName={() =>
        'inline-flex h-9 items-center gap-1.5 rounded-pill border max-sm:px-2.5 border-line-strong bg-night-800/40 px-3 font-semibold text-ink-soft text-sm transition hover:border-gold-400/60 hover:text-gold-200'
      }
      toggle={() => (
        <>
          <SettingsIcon size={16} />
          <span className="max-sm:sr-only">Options</span>
          {instant && (
            <span className="rounded-pill bg-gold-400/15 px-1.5 text-2xs text-gold-300 uppercase">
              Instant
            </span>
          )}
        </>
      )}
      panelLabel="Game options"
      panelClassName="top-11 right-0 z-40 w-72 p-4"
    >
      {() => (
        <>
          <label className="flex cursor-pointer items-start justify-between gap-3">
            <span>
              <span className="block font-semibold text-ink text-sm">Instant play</span>
              <span className="block text-ink-muted text-xs">
                Show each result as soon as it is decided, without the animation.
              </span>
            </span>
            <input
              type="checkbox"
              checked={instant}
              onChange={(event) => setInstantPlay(event.target.checked)}
              className="mt-1 size-5 shrink-0 cursor-pointer accent-gold-400"
            />
          </label>
          <h2 className="mt-4 font-semibold text-ink text-sm">Keyboard shortcuts</h2>
          <dl className="mt-2 space-y-1.5 text-xs">
            {[['Space or Enter', betKeyAction] as const, ...shortcuts].map(([keys, action]) => (
              <div key={keys} className="flex items-baseline justify-between gap-3">
                <dt className="shrink-0">
                  {keys.split(' or ').map((key, index) => (
                    <span key={key}>
                      {index > 0 && <span className="text-ink-muted"> or </span>}
                      <kbd className="rounded border border-line-strong bg-night-950 px-1.5 py-0.5 font-mono text-2xs text-ink">
                        {key}
                      </kbd>
                    </span>
                  ))}
                </dt>
                <dd className="text-right text-ink-muted">{action}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-ink-muted text-xs">
            Space and Enter bet when no button or field has the focus.
          </p>
        </>
      )}
    </Popover>
  );
}
