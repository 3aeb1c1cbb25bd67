import type { ComponentType } from 'react';
import {
  CardsIcon,
  CheckCircleIcon,
  CoinIcon,
  CoinsIcon,
  CrashIcon,
  DiceIcon,
  HomeIcon,
  LimboIcon,
  LoginIcon,
  MinesIcon,
  PlinkoIcon,
  ShieldIcon,
  ShopIcon,
  SlotsIcon,
  TrophyIcon,
  UserIcon,
  UserPlusIcon,
} from '../../components/icons';
import type { BadgeTone } from '../../components/ui/badge';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; className?: string }>;
  badge?: { text: string; tone: BadgeTone };
}

export interface NavSection {
  title: string;
  items: NavItem[];
}

const NEW: NavItem['badge'] = { text: 'New', tone: 'win' };

export const HOME: NavItem = { to: '/', label: 'Home', icon: HomeIcon };
export const DICE: NavItem = { to: '/games/dice', label: 'Dice', icon: DiceIcon };
export const SLOTS: NavItem = { to: '/games/slots', label: 'Slots', icon: SlotsIcon };
export const MINES: NavItem = { to: '/games/mines', label: 'Mines', icon: MinesIcon, badge: NEW };
export const COINFLIP: NavItem = {
  to: '/games/coinflip',
  label: 'Coinflip',
  icon: CoinIcon,
  badge: { text: 'Multiplayer', tone: 'royal' },
};
export const BLACKJACK: NavItem = { to: '/games/blackjack', label: 'Blackjack', icon: CardsIcon, badge: NEW };
export const LIMBO: NavItem = { to: '/games/limbo', label: 'Limbo', icon: LimboIcon, badge: NEW };
export const PLINKO: NavItem = { to: '/games/plinko', label: 'Plinko', icon: PlinkoIcon, badge: NEW };
export const CRASH: NavItem = {
  to: '/games/crash',
  label: 'Crash',
  icon: CrashIcon,
  badge: { text: 'Live', tone: 'loss' },
};
export const LEADERBOARD: NavItem = {
  to: '/leaderboard',
  label: 'Leaderboard',
  icon: TrophyIcon,
  badge: NEW,
};
export const RACES: NavItem = { to: '/races', label: 'Weekly Race', icon: CoinsIcon, badge: NEW };
export const SHOP: NavItem = { to: '/shop', label: 'Shop', icon: ShopIcon };
export const PROFILE: NavItem = { to: '/profile', label: 'Profile', icon: UserIcon };
export const FAIRNESS: NavItem = { to: '/fairness', label: 'Fairness', icon: CheckCircleIcon };
export const ADMIN: NavItem = { to: '/admin', label: 'Admin Panel', icon: ShieldIcon };
export const LOGIN: NavItem = { to: '/login', label: 'Login', icon: LoginIcon };
export const REGISTER: NavItem = { to: '/register', label: 'Register', icon: UserPlusIcon };

/** SPEC.md layout: signed-in players see Games, Community, Shop and Account (Logout is added by the sidebar). */
export function memberSections(isAdmin: boolean): NavSection[] {
  return [
    { title: 'Games', items: [DICE, SLOTS, MINES, COINFLIP, BLACKJACK, LIMBO, PLINKO, CRASH] },
    { title: 'Community', items: [LEADERBOARD, RACES] },
    { title: 'Shop', items: [SHOP] },
    { title: 'Account', items: isAdmin ? [PROFILE, FAIRNESS, ADMIN] : [PROFILE, FAIRNESS] },
  ];
}

export const GUEST_SECTIONS: NavSection[] = [
  { title: 'Community', items: [LEADERBOARD, RACES, FAIRNESS] },
  { title: 'Account', items: [LOGIN, REGISTER] },
];

/**
 * SPEC.md's mobile menu, plus what DECISIONS.md section 9 adds: a phone reaches every page a desktop
 * reaches (Logout is added last for signed-in players).
 */
export const MOBILE_MEMBER_ITEMS: NavItem[] = [
  HOME,
  { ...DICE, label: 'Dice Game' },
  SLOTS,
  MINES,
  COINFLIP,
  BLACKJACK,
  LIMBO,
  PLINKO,
  CRASH,
  LEADERBOARD,
  RACES,
  SHOP,
  PROFILE,
  FAIRNESS,
];
export const MOBILE_GUEST_ITEMS: NavItem[] = [HOME, LEADERBOARD, RACES, FAIRNESS, LOGIN, REGISTER];

/** SPEC.md's footer for players; guests see no game links (SPEC.md section 6). */
export const FOOTER_ITEMS: NavItem[] = [{ ...DICE, label: 'Dice Game' }, SLOTS, PROFILE, SHOP];
export const FOOTER_GUEST_ITEMS: NavItem[] = [LEADERBOARD, FAIRNESS, LOGIN, REGISTER];
