/** The eight pages: a stable key (payload files, titles, analytics) and the URL slug after the locale prefix. */
export const PAGE_LIST = [
  { key: 'home', slug: '' },
  { key: 'applycode', slug: 'applycode' },
  { key: 'auth_action', slug: 'auth_action' },
  { key: 'copyright_policy', slug: 'copyright_policy' },
  { key: 'getkinemo', slug: 'getkinemo' },
  { key: 'license', slug: 'license' },
  { key: 'privacy_and_cookie_policy', slug: 'privacy_and_cookie_policy' },
  { key: 'promo', slug: 'promo' },
] as const

export type PageKey = (typeof PAGE_LIST)[number]['key']
export const PAGE_KEY_LIST: readonly PageKey[] = PAGE_LIST.map((p) => p.key)

export function slugForPage(key: PageKey): string {
  return PAGE_LIST.find((p) => p.key === key)?.slug ?? ''
}
