import { lineIcon } from '../../../components/icon-frame';

/** A treasure chest: the daily reward. */
export const ChestIcon = lineIcon(
  <>
    <path d="M4 10.5V8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v2.5" />
    <rect x="3.5" y="10.5" width="17" height="9" rx="1.5" />
    <path d="M3.5 13.5h17" />
    <rect x="10.5" y="12" width="3" height="4" rx=".8" />
  </>,
);
