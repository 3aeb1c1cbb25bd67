import { useSearchParams } from 'react-router';
import { GiftIcon, SettingsIcon, ShopIcon, UserIcon } from '../../components/icons';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { CollectionTab } from '../../features/profile/components/collection-tab';
import { GamingStats } from '../../features/profile/components/gaming-stats';
import { ProfileOverview } from '../../features/profile/components/profile-overview';
import { RecentActivity } from '../../features/profile/components/recent-activity';
import { ShopTab } from '../../features/profile/components/shop-tab';
import { UpdateProfileForm } from '../../features/profile/components/update-profile-form';
import { useAuth } from '../auth/auth-context';
import { setMyCosmetics, useMyCosmetics } from '../my-cosmetics';

type ProfileTab = 'profile' | 'collection' | 'shop';

const TABS = [
  { id: 'profile', label: 'Profile', icon: <UserIcon size={18} /> },
  { id: 'collection', label: 'Collection', icon: <GiftIcon size={18} /> },
  { id: 'shop', label: 'Shop', icon: <ShopIcon size={18} /> },
] as const;

const isTab = (value: string | null): value is ProfileTab => TABS.some((tab) => tab.id === value);

export function ProfilePage() {
  const { user, updateUser } = useAuth();
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
      <h1 className="font-black font-display text-3xl text-ink sm:text-4xl">My Profile</h1>
      <Tabs
        idPrefix="profile"
        label="Profile sections"
        tabs={TABS}
        value={tab}
        onChange={setTab}
        className="max-w-md"
      />

      <TabPanel idPrefix="profile" id="profile" active={tab === 'profile'} className="space-y-6">
        <ProfileOverview user={user} cosmetics={cosmetics} />
        <div className="grid gap-6 lg:grid-cols-2">
          <GamingStats />
          <RecentActivity />
        </div>
        <Card>
          <CardHeader
            title="Account Settings"
            icon={<SettingsIcon size={18} />}
            description="Change your username, e-mail or password."
          />
          <CardBody className="grid gap-10 md:grid-cols-2">
            <UpdateProfileForm user={user} onUpdated={updateUser} />
            <ChangePasswordForm onUpdated={updateUser} />
          </CardBody>
        </Card>
      </TabPanel>
      <TabPanel idPrefix="profile" id="collection" active={tab === 'collection'}>
        <CollectionTab
          username={user.username}
          equipped={cosmetics}
          onEquippedChange={(equipped) => setMyCosmetics(user._id, equipped)}
        />
      </TabPanel>
      <TabPanel idPrefix="profile" id="shop" active={tab === 'shop'}>
        <ShopTab />
      </TabPanel>
    </Container>
  );
}
