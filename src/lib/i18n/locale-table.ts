/** The one table of supported locales; adding a language starts here (TRANSLATING.md). Import-free so build scripts and the Lingui config can load it directly. */
export const LOCALES = [
  { code: 'en', iso: 'en-US', file: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', iso: 'ar-SA', file: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'de', iso: 'de-DE', file: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', iso: 'es-ES', file: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', iso: 'fr-FR', file: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'hi', iso: 'hi-IN', file: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'id', iso: 'id-ID', file: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'it', iso: 'it-IT', file: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'ja', iso: 'ja-JP', file: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', iso: 'ko-KR', file: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'ms', iso: 'ms-MY', file: 'ms', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'pt', iso: 'pt-BR', file: 'pt', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ru', iso: 'ru-RU', file: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'th', iso: 'th-TH', file: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'tr', iso: 'tr-TR', file: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'vi', iso: 'vi-VN', file: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'zh-CN', iso: 'zh-CN', file: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', iso: 'zh-TW', file: 'zh-TW', name: '繁體中文', dir: 'ltr' },
] as const

export type LocaleCode = (typeof LOCALES)[number]['code']
export type LocaleInfo = (typeof LOCALES)[number]

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code)
export const DEFAULT_LOCALE = 'en' satisfies LocaleCode
