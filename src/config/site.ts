/** The product name is never translated: messages interpolate it. */
export const SITE = {
  name: 'Kinemo',
  company: 'Kinemo Labs',
  tagline: 'Reimagine Creativity',
  handle: '@kinemoapp',
  social: {
    facebook: 'https://www.facebook.com/kinemoapp',
    instagram: 'https://www.instagram.com/kinemoapp',
    twitter: 'https://x.com/kinemoapp',
    youtube: 'https://www.youtube.com/@kinemoapp',
  },
  /** The browser's own surfaces per scheme: the brand violet in light, the dark page's surface (global.css) in dark. */
  themeColor: { light: '#4b1fa8', dark: '#110e1c' },
  previewImage: { path: '/og-image.png', width: 894, height: 651 },
} as const

export const STORES = {
  ios: {
    id: '6443789012',
    bundleId: 'app.kinemo.ios',
    url: 'https://apps.apple.com/app/kinemo/id6443789012',
    minOs: 'iOS 15',
  },
  android: {
    /** The package name, which is also the Play listing's id. */
    id: 'app.kinemo.android',
    url: 'https://play.google.com/store/apps/details?id=app.kinemo.android',
    minOs: 'Android 8.0',
  },
} as const

export type StoreKey = keyof typeof STORES
