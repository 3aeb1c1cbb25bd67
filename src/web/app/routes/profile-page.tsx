import { useSearchParams } from 'react-router';
import type { PublicUser } from '../../../contract/accounts';
import type { EquippedItems } from '../../../contract/shop';
import { GiftIcon, SettingsIcon, ShopIcon, TrophyIcon, UserIcon } from '../../components/icons';
import { CardBody, SectionCard } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { TabSections } from '../../components/ui/tabs';
import { withAchievementBadge, withoutAchievementBadge } from '../../features/achievements/api';
import { MyAchievements } from '../../features/achievements/components/my-achievements';
import { PrivacySetting } from '../../features/live-bets/components/privacy-setting';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { CollectionTab } from '../../features/profile/components/collection-tab';
import { GamingStats } from '../../features/profile/components/gaming-stats';
import { ProfileOverview } from '../../features/profile/components/profile-overview';
import { RecentActivity } from '../../features/profile/components/recent-activity';
import { ShopTab } from '../../features/profile/components/shop-tab';
import { UpdateProfileForm } from '../../features/profile/components/update-profile-form';
import { useT } from '../../lib/i18n';
import type texts from '../../locales/en/common.json';
import { type User, useAuth } from '../auth/auth-context';
import { setMyCosmetics, useMyCosmetics } from '../my-cosmetics';

type ProfileTab = 'profile' | 'collection' | 'shop' | 'achievements';

const TABS = [
  { id: 'profile', label: 'profile.tab.profile', icon: <UserIcon size={18} /> },
  { id: 'collection', label: 'profile.tab.collection', icon: <GiftIcon size={18} /> },
  { id: 'shop', label: 'profile.tab.shop', icon: <ShopIcon size={18} /> },
  { id: 'achievements', label: 'profile.tab.achievements', icon: <TrophyIcon size={18} /> },
] as const;

const isTab = (value: string | null): value is ProfileTab => TABS.some((tab) => tab.id === value);

interface AccountPanelProps {
  user: User;
  cosmetics: EquippedItems | null;
  onUpdated: (profile: PublicUser) => void;
}

/** The Profile tab: the player's card, their numbers and the account settings. */
function AccountPanel({ user, cosmetics, onUpdated }: AccountPanelProps) {
  const t = useT<typeof texts>('common');
  return (
    <>
      <ProfileOverview user={user} cosmetics={cosmetics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <GamingStats />
        <RecentActivity />
      </div>
      <SectionCard
        title={t('profile.settings')}
        icon={<SettingsIcon size={18} />}
        description={t('profile.settingsDescription')}
      >
        <CardBody className="grid gap-10 md:grid-cols-2">
          <UpdateProfileForm user={user} onUpdated={onUpdated} />
          <ChangePasswordForm onUpdated={onUpdated} />
        </CardBody>
        <PrivacySetting />
      </SectionCard>
    </>
  );
}

export function ProfilePage() {
  const { user, updateUser } = useAuth();
  const t = useT<typeof texts>('common');
  const cosmetics = useMyCosmetics();
  // The open tab lives in the address (?tab=collection), so it survives a reload and can be linked.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'profile';
  const setTab = (next: ProfileTab) =>
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  if (!user) return null;

  return (
    <Container size="lg" className="space-y-6">
      <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">{t('profile.title')}</h1>
      <TabSections
        idPrefix="profile"
        label={t('profile.sections')}
        tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        value={tab}
        onChange={setTab}
        className="max-w-xl"
        panelClassName="space-y-6"
        panels={{
          profile: <AccountPanel user={user} cosmetics={cosmetics} onUpdated={updateUser} />,
          collection: (
            <CollectionTab
              username={user.username}
              equipped={withoutAchievementBadge(cosmetics)}
              onEquippedChange={(equipped) =>
                setMyCosmetics(user._id, withAchievementBadge(equipped, cosmetics))
              }
            />
          ),
          achievements: <MyAchievements onWornChange={(worn) => setMyCosmetics(user._id, worn)} />,
          shop: <ShopTab />,
        }}
      />
    </Container>
  );
}
