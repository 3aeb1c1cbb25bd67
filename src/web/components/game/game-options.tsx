import { useT } from '../../lib/i18n';
import { setInstantPlay, useInstantPlay } from '../../lib/instant-play';
import type texts from '../../locales/en/games.json';
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
  const t = useT<typeof texts>('games');
  const instant = useInstantPlay();
  // The features name their keys in English ("- or +"); this page's own keys are the player's words.
  const rows: ReadonlyArray<readonly [readonly string[], string]> = [
    [[t('options.keySpace'), t('options.keyEnter')], betKeyAction],
    ...shortcuts.map(([keys, action]) => [keys.split(' or '), action] as const),
  ];

  return (
    <Popover
      toggleClassName={() =>
        'inline-flex h-9 items-center gap-1.5 rounded-pill border max-sm:px-2.5 border-line-strong bg-night-800/40 px-3 font-semibold text-ink-soft text-sm transition hover:border-gold-400/60 hover:text-gold-200'
      }
      toggle={() => (
        <>
          <SettingsIcon size={16} />
          <span className="max-sm:sr-only">{t('options.toggle')}</span>
          {instant && (
            <span className="rounded-pill bg-gold-400/15 px-1.5 text-2xs text-gold-300 uppercase">
              {t('options.instantBadge')}
            </span>
          )}
        </>
      )}
      panelLabel={t('options.label')}
      panelClassName="top-11 right-0 z-40 w-72 p-4"
    >
      {() => (
        <>
          <label className="flex cursor-pointer items-start justify-between gap-3">
            <span>
              <span className="block font-semibold text-ink text-sm">{t('options.instantPlay')}</span>
              <span className="block text-ink-muted text-xs">{t('options.instantPlayHelp')}</span>
            </span>
            <input
              type="checkbox"
              checked={instant}
              onChange={(event) => setInstantPlay(event.target.checked)}
              className="mt-1 size-5 shrink-0 cursor-pointer accent-gold-400"
            />
          </label>
          <h2 className="mt-4 font-semibold text-ink text-sm">{t('options.shortcuts')}</h2>
          <dl className="mt-2 space-y-1.5 text-xs">
            {rows.map(([keys, action]) => (
              <div key={keys.join()} className="flex items-baseline justify-between gap-3">
                <dt className="shrink-0">
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && <span className="text-ink-muted"> {t('options.or')} </span>}
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
          <p className="mt-3 text-ink-muted text-xs">{t('options.shortcutsHelp')}</p>
        </>
      )}
    </Popover>
  );
}
