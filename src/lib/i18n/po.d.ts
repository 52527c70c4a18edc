declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** Served by scripts/build/vite/pseudo.ts in `npm run dev` only. */
declare module 'virtual:kinemo/pseudo-messages' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
