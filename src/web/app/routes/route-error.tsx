import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AlertIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';

/** Shown if a page crashes while rendering, instead of a blank screen. */
export function RouteError() {
  const t = useT<typeof texts>('common');
  return (
    <div className="grid min-h-dvh place-items-center bg-casino p-6 text-center">
      <div className="max-w-md">
        <AlertIcon size={48} className="mx-auto text-loss-400" />
        <h1 className="mt-4 font-black font-display text-3xl text-ink">{t('routeError.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('routeError.body')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** The page's address: going to another one (the browser's back button) tries the app again. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  locationKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Around the whole app: a page (or the shell) that throws while rendering shows RouteError instead. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}
