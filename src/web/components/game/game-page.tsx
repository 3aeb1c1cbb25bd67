import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { FairnessLink } from './fairness-link';
import { GameHeader, type GameHeaderProps } from './game-header';
import { GameOptions, type GameOptionsProps } from './game-options';

interface GamePageProps extends GameHeaderProps, GameOptionsProps {
  children: ReactNode;
}

/** A game's page: the title row, ending in the fairness link and the game's options, over the game. */
export function GamePage({ children, actions, betKeyAction, shortcuts, ...header }: GamePageProps) {
  return (
    <Container className="space-y-3 sm:space-y-4 lg:space-y-5">
      <GameHeader
        {...header}
        actions={
          <>
            {actions}
            <FairnessLink />
            <GameOptions betKeyAction={betKeyAction} shortcuts={shortcuts} />
          </>
        }
      />
      {children}
    </Container>
  );
}
