import type { ComponentProps, ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import type { QueryState } from '../../../lib/use-query';
import { useFairnessText } from '../texts';

type FairnessCardProps = Omit<ComponentProps<typeof SectionCard>, 'region' | 'id' | 'className'> & {
  /** The id links and the page scroll to (#rtp, #recent-bets); the sticky top bar keeps clear of it. */
  anchor?: string;
};

/** A card of the Fairness page: a region its title names, optionally a place links land on. */
export function FairnessCard({ anchor, ...card }: FairnessCardProps) {
  return <SectionCard region id={anchor} className={anchor ? 'scroll-mt-24' : undefined} {...card} />;
}

interface PanelQueryProps<T> {
  query: QueryState<T>;
  /** What loads, as the spinner and the error name it: your seed pair, the returns, your bets. */
  what: 'pair' | 'returns' | 'bets' | 'chain';
  loadingClassName?: string;
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query in a Fairness card: 'Loading …' until it answers, 'Could not load …' if it fails. */
export function PanelQuery<T>({ what, loadingClassName = 'py-8', ...view }: PanelQueryProps<T>) {
  const t = useFairnessText();
  return (
    <QueryView
      loadingLabel={t(`loading.${what}`)}
      errorMessage={t(`loadError.${what}`)}
      loadingClassName={loadingClassName}
      {...view}
    />
  );
}
