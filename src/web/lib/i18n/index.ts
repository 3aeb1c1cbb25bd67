// The web app's texts in four languages. How to add or change a text, and the rules every page
// follows (plurals, numbers, server messages, no literal text in JSX): docs/i18n.md.
export type { MessageValues } from './catalogues';
export {
  chooseLocale,
  currentLocale,
  initialLocale,
  preloadNamespaces,
  startLanguage,
  subscribeLanguage,
  translate,
} from './language';
export { defaultLocale, isLocale, type Locale, localeNames, locales, matchLocale } from './locales';
export { messageText, useMessageText } from './server-messages';
export { type Translate, useLocale, useT } from './use-t';
