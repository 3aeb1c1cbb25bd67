import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { cx } from '../../lib/cx';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  icon?: ReactNode;
}

interface TabsProps<T extends string> {
  /** Prefix for the ids linking each tab to its panel. */
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

export function tabId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

export function panelId(idPrefix: string, id: string): string {
  return `${idPrefix}-panel-${id}`;
}

/** Tabs with a roving tab stop: arrows, Home and End move between tabs and select them. */
export function Tabs<T extends string>({ idPrefix, label, tabs, value, onChange, className }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const count = tabs.length;
    const tab = tabs[((index % count) + count) % count];
    if (!tab) return;
    onChange(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cx(
        'flex gap-1 overflow-x-auto rounded-card border border-line bg-night-900/70 p-1.5 shadow-card',
        className,
      )}
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={selected ? panelId(idPrefix, tab.id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cx(
              'flex min-w-fit flex-1 items-center justify-center gap-2 rounded-control px-3 py-2.5 font-semibold text-sm transition sm:px-4',
              selected
                ? 'bg-gold text-gold-900 shadow-[0_6px_18px_-8px_rgb(245_176_20/0.9)]'
                : 'text-ink-muted hover:bg-white/5 hover:text-ink',
            )}
          >
            {tab.icon && <span className="hidden min-[400px]:inline-flex">{tab.icon}</span>}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  id: string;
  active: boolean;
  children: ReactNode;
  className?: string;
}

export function TabPanel({ idPrefix, id, active, children, className }: TabPanelProps) {
  if (!active) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className={cx('animate-fade-in rounded-card focus-visible:outline-2', className)}
    >
      {children}
    </div>
  );
}

/** Who holds the chosen tab: the page (`value` and `onChange`) or the tabs themselves (`defaultValue`). */
type TabChoice<T extends string> = Pick<TabsProps<T>, 'value' | 'onChange'> | { defaultValue: T };

type TabSectionsProps<T extends string> = Omit<TabsProps<T>, 'value' | 'onChange'> &
  TabChoice<T> & {
    /** Each tab's content; only the chosen one is rendered. */
    panels: Record<T, ReactNode>;
    panelClassName?: string;
  };

/** Tabs above the chosen tab's panel. */
export function TabSections<T extends string>({ panels, panelClassName, ...props }: TabSectionsProps<T>) {
  const [chosen, setChosen] = useState(() => ('value' in props ? props.value : props.defaultValue));
  const tabs = 'value' in props ? props : { ...props, value: chosen, onChange: setChosen };
  return (
    <>
      <Tabs {...tabs} />
      {/* Keyed by tab, so that a newly chosen panel mounts afresh (and fades in) like a page. */}
      <TabPanel key={tabs.value} idPrefix={tabs.idPrefix} id={tabs.value} active className={panelClassName}>
        {panels[tabs.value]}
      </TabPanel>
    </>
  );
}
