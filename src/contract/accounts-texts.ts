// The accounts contract's rules and amounts, without the validator, so the web app can load them.

export const USERNAME_PATTERN = '^[A-Za-z0-9_]{3,20}$';
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const STARTING_FUNDS = 100;
export const RESET_FUNDS = 1000;

/** The languages of the web app (src/web/locales/<locale>), which a player may keep in their profile. */
export const LOCALES = ['en', 'es', 'pt-BR', 'de'] as const;
export type LocaleCode = (typeof LOCALES)[number];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Client-side texts of SPEC.md; the server's answers are in messages.ts. */
export const accountsMessages = {
  resetFailed: 'Error resetting funds',
} as const;
