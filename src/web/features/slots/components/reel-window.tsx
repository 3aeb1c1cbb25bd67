import type { SlotLineWin } from '../../../../contract/slots';
import { REELS } from '../../../../games/slots';
import { cx } from '../../../lib/cx';
import { useT } from '../../../lib/i18n';
import type texts from '../../../locales/en/slots.json';
import { GRID_VIEWBOX, lineColor, linePoints, tabsByRow } from '../paylines';
import { ReelColumn } from './reel-column';

const REEL_INDEXES = Array.from({ length: REELS }, (_, reel) => reel);

interface ReelWindowProps {
  reels: string[][];
  spinning: boolean[];
  spinCount: number;
  /** The winning line shown now. */
  line: SlotLineWin | null;
  busy: boolean;
}

function LineTabs({ side, activeLine }: { side: 'left' | 'right'; activeLine: number | null }) {
  return (
    <div aria-hidden="true" className="hidden w-5 shrink-0 grid-rows-3 sm:grid">
      {tabsByRow(side).map((lines) => (
        <div key={lines.join('-')} className="flex flex-col items-center justify-center gap-1">
          {lines.map((lineId) => (
            <span
              key={lineId}
              className={cx(
                'grid size-5 place-items-center rounded-md font-black text-2xs transition duration-300',
                lineColor(lineId).tab,
                activeLine === lineId ? 'scale-125 shadow-glow-gold' : activeLine !== null && 'opacity-30',
              )}
            >
              {lineId}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The 5x3 window: reels, the winning line drawn across them, and the numbered line tabs. */
export function ReelWindow({ reels, spinning, spinCount, line, busy }: ReelWindowProps) {
  const t = useT<typeof texts>('slots');
  const activeLine = line?.lineId ?? null;
  return (
    <div className="flex items-stretch gap-1.5 sm:gap-2">
      <LineTabs side="left" activeLine={activeLine} />
      <div
        data-testid="reel-window"
        className="relative aspect-[5/3] min-w-0 flex-1 rounded-2xl bg-night-950 p-1 shadow-[inset_0_2px_12px_rgb(0_0_0/0.8)] ring-1 ring-gold-400/30"
      >
        <ul aria-label={t('reels')} aria-busy={busy} className="grid h-full grid-cols-5">
          {REEL_INDEXES.map((reel) => (
            <ReelColumn
              key={reel}
              reel={reel}
              symbols={reels[reel] ?? []}
              spinning={spinning[reel] ?? false}
              spinCount={spinCount}
              highlighting={line !== null}
              winRows={
                new Set(line?.positions.filter((cell) => cell.reel === reel).map((cell) => cell.row) ?? [])
              }
            />
          ))}
        </ul>
        {line && (
          <svg
            key={`${spinCount}-${line.lineId}`}
            aria-hidden="true"
            viewBox={GRID_VIEWBOX}
            preserveAspectRatio="none"
            className="pointer-events-none absolute inset-1 z-20 size-[calc(100%-0.5rem)] animate-fade-in overflow-visible"
          >
            {/* A wide faint stroke under the line makes it glow. */}
            {[12, 4].map((width) => (
              <polyline
                key={width}
                points={linePoints(line.lineId)}
                fill="none"
                strokeWidth={width}
                strokeLinecap="round"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                className={cx(lineColor(line.lineId).stroke, width > 4 && 'opacity-30')}
              />
            ))}
          </svg>
        )}
      </div>
      <LineTabs side="right" activeLine={activeLine} />
    </div>
  );
}
