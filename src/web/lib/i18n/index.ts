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
