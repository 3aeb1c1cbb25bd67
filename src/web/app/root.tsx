import { Outlet } from 'react-router';
import { LiveAnnouncer } from '../lib/announcer';
import { AuthProvider } from './auth/auth-provider';

export function Root() {
  return (
    <AuthProvider>
      <Outlet />
      <LiveAnnouncer />
    </AuthProvider>
  );
}
