import { ClockIcon, LockIcon, ShieldIcon, UsersIcon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { TabSections } from '../../components/ui/tabs';
import { AuditLog } from '../../features/admin/components/audit-log';
import { ChatModeration } from '../../features/admin/components/chat-moderation';
import { UserManagement } from '../../features/admin/components/user-management';
import { useAuth } from '../auth/auth-context';

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

const TABS = [
  { id: 'users', label: 'User Management', icon: <UsersIcon size={18} /> },
  { id: 'chat', label: 'Chat Moderation', icon: <ShieldIcon size={18} /> },
  { id: 'audit', label: 'Audit Log', icon: <ClockIcon size={18} /> },
] as const;

export function AdminPage() {
  const { user, setFunFunds } = useAuth();
  // The route guard already sends non-admins away; this is the second line of defence.
  if (!user?.isAdmin) return <AccessDenied />;
  return (
    <Container size="xl" className="space-y-6">
      <PageHeader
        title="Admin Panel"
        description="User management, chat moderation and the audit log."
        icon={<ShieldIcon size={28} />}
        iconClassName="rounded-2xl bg-royal-500/15 text-royal-300 ring-1 ring-royal-400/30"
      />
      <TabSections
        idPrefix="admin"
        label="Admin sections"
        tabs={TABS}
        defaultValue="users"
        className="max-w-2xl"
        panels={{
          users: <UserManagement selfId={user._id} onOwnFunds={setFunFunds} />,
          chat: <ChatModeration />,
          audit: <AuditLog />,
        }}
      />
    </Container>
  );
}
