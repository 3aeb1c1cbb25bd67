import { lineIcon } from './icon-frame';

// Our own line icons: the games' are in game-icons.tsx, re-exported here with the rest.
export * from './game-icons';

export const TrophyIcon = lineIcon(
  <>
    <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M7 6H4.5v1.5A3 3 0 0 0 7.5 10.5M17 6h2.5v1.5a3 3 0 0 1-3 3" />
    <path d="M12 14v3.5M8.5 20.5h7M9.5 17.5h5" />
  </>,
);

export const ShopIcon = lineIcon(
  <>
    <path d="M5 8h14l-1.2 11.2a1.5 1.5 0 0 1-1.5 1.3H7.7a1.5 1.5 0 0 1-1.5-1.3L5 8Z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);

export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
);

export const UsersIcon = lineIcon(
  <>
    <circle cx="9" cy="9" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 5.6a3.5 3.5 0 0 1 0 6.8M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />
  </>,
);

export const UserPlusIcon = lineIcon(
  <>
    <circle cx="10" cy="8.5" r="4" />
    <path d="M2.5 20.5a7.5 7.5 0 0 1 13.5-4.5" />
    <path d="M19 14v6M16 17h6" />
  </>,
);

export const LoginIcon = lineIcon(
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M3.5 12H14M10 8l4 4-4 4" />
  </>,
);

export const LogoutIcon = lineIcon(
  <>
    <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" />
    <path d="M9.5 12H20.5M17 8l4 4-4 4" />
  </>,
);

export const HomeIcon = lineIcon(
  <>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v10.5h13V9" />
    <path d="M10 19.5v-5h4v5" />
  </>,
);

export const ShieldIcon = lineIcon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);

export const MenuIcon = lineIcon(<path d="M4 6.5h16M4 12h16M4 17.5h16" />);

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);

export const ChevronLeftIcon = lineIcon(<path d="m14.5 6-6 6 6 6" />);

export const ChevronRightIcon = lineIcon(<path d="m9.5 6 6 6-6 6" />);

export const ChevronDownIcon = lineIcon(<path d="m6 9.5 6 6 6-6" />);

export const VolumeIcon = lineIcon(
  <>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5Z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);

export const VolumeMutedIcon = lineIcon(
  <>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5Z" />
    <path d="m16 9.5 5 5M21 9.5l-5 5" />
  </>,
);

export const CoinsIcon = lineIcon(
  <>
    <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
    <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
    <path d="M9.5 16.4c.9 1.2 3.1 2.1 5.5 2.1 3 0 5.5-1.1 5.5-2.5v-4c0-1.3-2.1-2.3-4.8-2.5" />
    <path d="M20.5 12c0 1.4-2.5 2.5-5.5 2.5" />
  </>,
);

export const SparklesIcon = lineIcon(
  <>
    <path d="M12 3.5 13.6 8l4.4 1.6-4.4 1.6L12 15.7l-1.6-4.5L6 9.6 10.4 8 12 3.5Z" />
    <path d="M18.5 15.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7.7-1.8Z" />
  </>,
);

export const ShareIcon = lineIcon(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.3 10.8 7.4-4M8.3 13.2l7.4 4" />
  </>,
);

export const GamepadIcon = lineIcon(
  <>
    <path d="M7 7h10a5 5 0 0 1 4.9 6l-.8 4a2.5 2.5 0 0 1-4.3 1.1L14.5 16h-5l-2.3 2.1A2.5 2.5 0 0 1 2.9 17l-.8-4A5 5 0 0 1 7 7Z" />
    <path d="M7.5 10.5v3M6 12h3" />
    <circle cx="16" cy="11" r=".8" fill="currentColor" />
    <circle cx="17.5" cy="13.5" r=".8" fill="currentColor" />
  </>,
);

export const GiftIcon = lineIcon(
  <>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8.5h14V12M12 8v12.5" />
    <path d="M12 8C10.5 5 7 4.5 7 6.5S10 8 12 8ZM12 8c1.5-3 5-3.5 5-1.5S14 8 12 8Z" />
  </>,
);

export const LockIcon = lineIcon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </>,
);

export const SettingsIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8v2.4M12 18.8v2.4M4.9 4.9l1.7 1.7M17.4 17.4l1.7 1.7M2.8 12h2.4M18.8 12h2.4M4.9 19.1l1.7-1.7M17.4 6.6l1.7-1.7" />
  </>,
);

export const ChartIcon = lineIcon(
  <>
    <path d="M4 20.5h16" />
    <rect x="5.5" y="11" width="3" height="6.5" rx="1" />
    <rect x="10.5" y="6.5" width="3" height="11" rx="1" />
    <rect x="15.5" y="13" width="3" height="4.5" rx="1" />
  </>,
);

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

export const CompassIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
);

export const AlertIcon = lineIcon(
  <>
    <path d="M12 4 2.8 19.5h18.4L12 4Z" />
    <path d="M12 10v4.2M12 17h.01" />
  </>,
);

export const CheckCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.2 12.3 2.6 2.6 5-5.3" />
  </>,
);

export const ConeIcon = lineIcon(
  <>
    <path d="M10.2 3.5h3.6l5 16H5.2l5-16Z" />
    <path d="M8.3 10h7.4M6.9 14.5h10.2M3 20.5h18" />
  </>,
);

export const CopyIcon = lineIcon(
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2.5" />
    <path d="M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5" />
  </>,
);
