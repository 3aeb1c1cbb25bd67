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
import type texts from '../../locales/en/common.json';

/** A text of the common catalogue, by its key: items and sections name their texts, the menus show them. */
export type CommonKey = keyof typeof texts;

export interface NavItem {
  to: string;
  /** The item's text in the common catalogue. */
  label: CommonKey;
  icon: ComponentType<{ size?: number; className?: string }>;
  badge?: { text: CommonKey; tone: BadgeTone };
}

export interface NavSection {
  title: CommonKey;
  items: NavItem[];
}

const NEW: NavItem['badge'] = { text: 'nav.badge.new', tone: 'win' };

export const HOME: NavItem = { to: '/', label: 'nav.home', icon: HomeIcon };
export const DICE: NavItem = { to: '/games/dice', label: 'nav.dice', icon: DiceIcon };
export const SLOTS: NavItem = { to: '/games/slots', label: 'nav.slots', icon: SlotsIcon };
export const MINES: NavItem = { to: '/games/mines', label: 'nav.mines', icon: MinesIcon, badge: NEW };
export const COINFLIP: NavItem = {
  to: '/games/coinflip',
  label: 'nav.coinflip',
  icon: CoinIcon,
  badge: { text: 'nav.badge.multiplayer', tone: 'royal' },
};
export const BLACKJACK: NavItem = {
  to: '/games/blackjack',
  label: 'nav.blackjack',
  icon: CardsIcon,
  badge: NEW,
};
export const LIMBO: NavItem = { to: '/games/limbo', label: 'nav.limbo', icon: LimboIcon, badge: NEW };
export const PLINKO: NavItem = { to: '/games/plinko', label: 'nav.plinko', icon: PlinkoIcon, badge: NEW };
export const CRASH: NavItem = {
  to: '/games/crash',
  label: 'nav.crash',
  icon: CrashIcon,
  badge: { text: 'nav.badge.live', tone: 'loss' },
};
export const LEADERBOARD: NavItem = {
  to: '/leaderboard',
  label: 'nav.leaderboard',
  icon: TrophyIcon,
  badge: NEW,
};
export const RACES: NavItem = { to: '/races', label: 'nav.races', icon: CoinsIcon, badge: NEW };
export const SHOP: NavItem = { to: '/shop', label: 'nav.shop', icon: ShopIcon };
export const PROFILE: NavItem = { to: '/profile', label: 'nav.profile', icon: UserIcon };
export const FAIRNESS: NavItem = { to: '/fairness', label: 'nav.fairness', icon: CheckCircleIcon };
export const ADMIN: NavItem = { to: '/admin', label: 'nav.admin', icon: ShieldIcon };
export const LOGIN: NavItem = { to: '/login', label: 'nav.login', icon: LoginIcon };
export const REGISTER: NavItem = { to: '/register', label: 'nav.register', icon: UserPlusIcon };

/** The section the sidebar adds Logout to. */
export const ACCOUNT_SECTION: CommonKey = 'nav.section.account';

/** SPEC.md layout: signed-in players see Games, Community, Shop and Account (Logout is added by the sidebar). */
export function memberSections(isAdmin: boolean): NavSection[] {
  return [
    { title: 'nav.section.games', items: [DICE, SLOTS, MINES, COINFLIP, BLACKJACK, LIMBO, PLINKO, CRASH] },
    { title: 'nav.section.community', items: [LEADERBOARD, RACES] },
    { title: 'nav.section.shop', items: [SHOP] },
    { title: ACCOUNT_SECTION, items: isAdmin ? [PROFILE, FAIRNESS, ADMIN] : [PROFILE, FAIRNESS] },
  ];
}

export const GUEST_SECTIONS: NavSection[] = [
  { title: 'nav.section.community', items: [LEADERBOARD, RACES, FAIRNESS] },
  { title: ACCOUNT_SECTION, items: [LOGIN, REGISTER] },
];

/**
 * SPEC.md's mobile menu, plus what DECISIONS.md section 9 adds: a phone reaches every page a desktop
 * reaches (Logout is added last for signed-in players).
 */
export const MOBILE_MEMBER_ITEMS: NavItem[] = [
  HOME,
  { ...DICE, label: 'nav.diceGame' },
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
export const FOOTER_ITEMS: NavItem[] = [{ ...DICE, label: 'nav.diceGame' }, SLOTS, PROFILE, SHOP];
export const FOOTER_GUEST_ITEMS: NavItem[] = [LEADERBOARD, FAIRNESS, LOGIN, REGISTER];
