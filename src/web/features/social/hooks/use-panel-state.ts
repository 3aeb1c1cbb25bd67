import { useState } from 'react';
import { readJson, writeJson } from '../../../lib/storage';

export type SocialTab = 'chat' | 'friends' | 'wins';

const TABS: readonly SocialTab[] = ['chat', 'friends', 'wins'];

const KEY = 'chatSidebar';

interface Stored {
  open: boolean;
  tab: SocialTab;
}

function read(): Stored {
  const stored = readJson<Partial<Stored>>(KEY);
  return {
    open: stored?.open === true,
    tab: TABS.find((tab) => tab === stored?.tab) ?? 'chat',
  };
}

/** The Social Hub's open state and active tab, kept in browser storage across reloads. */
export function usePanelState() {
  const [state, setState] = useState<Stored>(read);
  const update = (next: Partial<Stored>) => {
    setState((current) => {
      const merged = { ...current, ...next };
      writeJson(KEY, merged);
      return merged;
    });
  };
  return {
    open: state.open,
    tab: state.tab,
    setOpen: (open: boolean) => update({ open }),
    setTab: (tab: SocialTab) => update({ tab }),
  };
}
