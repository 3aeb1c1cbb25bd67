import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../components/ui/spinner';
import { useT } from '../lib/i18n';
import type texts from '../locales/en/common.json';
import { useAuth } from './auth/auth-context';

/** Shown instead of a page while the auth state is loading or not yet initialised. */
export function AuthSpinner() {
  const t = useT<typeof texts>('common');
  return <LoadingState label={t('auth.checkingSession')} className="min-h-[60vh]" />;
}

/** Pages for signed-in players; guests go to /login. */
export function RequireAuth() {
  const { user, loading, initialized } = useAuth();
  if (!initialized || loading) return <AuthSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Pages for admins; everyone else goes to /. */
export function RequireAdmin() {
  const { user, loading, initialized } = useAuth();
  if (!initialized || loading) return <AuthSpinner />;
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Login and register make no sense when signed in. */
export function GuestOnly() {
  const { user, initialized } = useAuth();
  if (!initialized) return <AuthSpinner />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
