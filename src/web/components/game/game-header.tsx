import type { ComponentType, ReactNode } from 'react';

export interface GameHeaderProps {
  title: string;
  subtitle: string;
  /** The game's icon, drawn at the one size every game's title row uses. */
  icon: ComponentType<{ size?: number }>;
  /** Links and buttons on the right: fairness, paytable, options. */
  actions?: ReactNode;
  /** Beside the title, e.g. a connection badge. */
  badge?: ReactNode;
}

/**
 * A game page's title row, one line high so that the game itself fits the screen below it. The
 * subtitle shows only where there is height to spare.
 */
export function GameHeader({ title, subtitle, icon: Icon, actions, badge }: GameHeaderProps) {
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="hidden size-10 shrink-0 place-items-center rounded-control bg-linear-to-br from-gold-400/25 to-royal-600/30 text-gold-300 shadow-glow-gold sm:grid">
        <Icon size={22} />
      </span>
      {/* The title keeps room for itself: with too little beside it, the actions go to the next line. */}
      <div className="min-w-0 flex-auto">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="font-black font-display text-ink text-xl leading-tight sm:text-2xl">{title}</h1>
          {badge}
        </div>
        <p className="hidden text-ink-muted text-sm lg:tall:block">{subtitle}</p>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
