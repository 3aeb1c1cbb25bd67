import { ClockIcon, LockIcon, ShieldIcon, UsersIcon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { TabSections } from '../../components/ui/tabs';
import { AuditLog } from '../../features/admin/components/audit-log';
import { ChatModeration } from '../../features/admin/components/chat-moderation';
import { UserManagement } from '../../features/admin/components/user-management';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { useAuth } from '../auth/auth-context';

export function AccessDenied() {
  const t = useT<typeof texts>('common');
  return (
    <Container size="md">
      <Card className="p-10 text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-loss-500/15 text-loss-300 ring-1 ring-loss-400/30">
          <LockIcon size={30} />
        </span>
        <h1 className="mt-5 font-black font-display text-3xl text-ink">{t('admin.accessDenied')}</h1>
        <p className="mt-2 text-ink-muted">{t('admin.accessDeniedBody')}</p>
        <ButtonLink to="/" className="mt-6">
          {t('goHome')}
        </ButtonLink>
      </Card>
    </Container>
  );
}

const TABS = [
  { id: 'users', label: 'admin.tab.users', icon: <UsersIcon size={18} /> },
  { id: 'chat', label: 'admin.tab.chat', icon: <ShieldIcon size={18} /> },
  { id: 'audit', label: 'admin.tab.audit', icon: <ClockIcon size={18} /> },
] as const;

export function AdminPage() {
  const { user, setFunFunds } = useAuth();
  const t = useT<typeof texts>('common');
  // The route guard already sends non-admins away; this is the second line of defence.
  if (!user?.isAdmin) return <AccessDenied />;
  return (
    <Container size="xl" className="space-y-6">
      <PageHeader
        title={t('pageTitle.admin')}
        description={t('admin.description')}
        icon={<ShieldIcon size={28} />}
        iconClassName="rounded-2xl bg-royal-500/15 text-royal-300 ring-1 ring-royal-400/30"
      />
      <TabSections
        idPrefix="admin"
        label={t('admin.sections')}
        tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
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
