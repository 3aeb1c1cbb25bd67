import { type ComponentType, use } from 'react';
import { preloadNamespaces } from '../lib/i18n';

/** Imports a page's chunk and gives its component. */
export type PageLoader = () => Promise<ComponentType>;

export interface LazyPage {
  /** Fetches the page's code and its texts in the player's language, once. */
  preload: () => Promise<ComponentType>;
  /** The page, waiting (under the nearest Suspense boundary) for what `preload` fetches. */
  Page: ComponentType;
}

/**
 * A page in a chunk of its own, fetched the first time the player goes there with its texts (its
 * catalogue namespaces, side by side with the code): the first load carries only the shell and the page
 * it opens on. The router moves to a page in a transition, so the page before stays on screen until this
 * one is ready.
 */
export function lazyPage(load: PageLoader, namespaces: readonly string[]): LazyPage {
  let loading: Promise<ComponentType> | null = null;

  const preload = (): Promise<ComponentType> => {
    if (!loading) {
      const started = Promise.all([load(), preloadNamespaces(namespaces)]).then(([Component]) => Component);
      // Marked settled as it settles, the way `use` reads a promise, so that a page fetched before it is
      // shown (the first page, before the first paint) renders at once instead of waiting a turn.
      started.then(
        (value) => Object.assign(started, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
      );
      loading = started;
    }
    return loading;
  };

  function Page() {
    // A chunk that failed to come (offline, or replaced by a deploy) throws here, to the route error
    // screen, whose Reload fetches the app afresh: the browser keeps a failed module import failed.
    const Component = use(preload());
    return <Component />;
  }

  return { preload, Page };
}
