import type { TamLyText } from '@hpl/shared/danh-gia-tam-ly/instrument';

/** A two-language text of an instrument in the interface language (English for `en`, Vietnamese otherwise). */
export const textIn = (lang: string, text: TamLyText): string => (lang.startsWith('en') ? text.en : text.vi);
