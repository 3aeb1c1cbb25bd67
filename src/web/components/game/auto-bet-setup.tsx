import { type ReactNode, useState } from 'react';
import { type AutoBet, type AutoRound, useAutoBet } from '../../lib/use-auto-bet';
import { AutoBetControls } from './auto-bet-controls';
import { AutoBetDialog } from './auto-bet-dialog';

/** A game page's autobet run as its button for the bet bar and its setup dialog, which starts the run. */
export function useAutoBetSetup(auto: AutoBet) {
  const [open, setOpen] = useState(false);

  /** The button beside the bet button: disabled while a bet of the player's own is in play. */
  const button = (disabled: boolean) => (
    <AutoBetControls
      auto={auto}
      disabled={disabled}
      onOpen={() => setOpen(true)}
      className="max-lg:h-12 max-lg:px-3"
    />
  );

  /** The setup, saying what each bet of the run is, with the game's own settings as children. */
  const dialog = (description: string, children?: ReactNode) => (
    <AutoBetDialog
      open={open}
      description={description}
      onClose={() => setOpen(false)}
      onStart={(settings) => {
        setOpen(false);
        auto.start(settings);
      }}
    >
      {children}
    </AutoBetDialog>
  );

  return { button, dialog };
}

/** Autobet for an instant game: the run of `play`, with a pause between bets, its button and its dialog. */
export function useInstantAutoBet(play: () => Promise<AutoRound>, pauseMs: number) {
  const auto = useAutoBet(play, { pauseMs });
  return { auto, ...useAutoBetSetup(auto) };
}
