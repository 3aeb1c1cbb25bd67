import type { ReactNode } from 'react';
import { type Translate, useT } from '../../lib/i18n';
import type texts from '../../locales/en/home.json';

export type HomeKey = keyof typeof texts & string;

/** The home page's texts in the player's language. */
export function useHomeT(): Translate<typeof texts> {
  return useT<typeof texts>('home');
}

// A stand-in for a highlighted part of a sentence: the sentence stays one message with its word order.
const MARK = '\u2060\u2063\u2060';

/**
 * A message with one argument shown in its own style (the gold name in "Welcome back, Ana"): the
 * argument is put in as a mark, then the mark is replaced by `render(value)`.
 */
export function highlighted(
  t: Translate<typeof texts>,
  key: HomeKey,
  name: string,
  value: string,
  render: (value: string) => ReactNode,
): ReactNode {
  const [before = '', after = ''] = t(key, { [name]: MARK }).split(MARK);
  return (
    <>
      {before}
      {render(value)}
      {after}
    </>
  );
}
