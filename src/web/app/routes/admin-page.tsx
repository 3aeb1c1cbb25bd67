import { LockIcon, ShieldIcon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { useAuth } from '../auth/auth-context';
import { PlaceholderPage } from './placeholder-page';

export function AccessDenied() {
  return (
    <Container size="md">
      <Card className="p-10 text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-loss-500/15 text-loss-300 ring-1 ring-loss-400/30">
          <LockIcon size={30} />
        </span>
        <h1 className="mt-5 font-black font-display text-3xl text-ink">Access Denied</h1>
        <p className="mt-2 text-ink-muted">The admin panel is only open to administrators.</p>
        <ButtonLink to="/" className="mt-6">
          Go Home
        </ButtonLink>
      </Card>
    </Container>
  );
}

export function AdminPage() {
  const { user } = useAuth();
  // The route guard already sends non-admins away; this is the second line of defence.
  if (!user?.isAdmin) return <AccessDenied />;
  return (
    <PlaceholderPage
      title="Admin Panel"
      tagline="User management and chat moderation."
      icon={ShieldIcon}
      highlights={['User Management', 'Chat Moderation', 'Ban and admin flags', 'Add funds to any user']}
    />
  );
}
