// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalogPartChunkName, entryGraphModules } from './vite-plugin-catalog-parts.ts'

describe('catalog parts in the bundle', () => {
  const root = '/repo'
  const account = new Set(['src/features/auth/reset-password.tsx'])

  it('names the chunk of each part after it', () => {
    expect(catalogPartChunkName(['/repo/src/locales/de/messages.po?part=site'])).toBe('messages')
    expect(catalogPartChunkName(['/repo/src/locales/de/messages.po?part=account'])).toBe('messages-account')
    expect(catalogPartChunkName(['/repo/src/features/home/home-page.tsx'])).toBeUndefined()
  })

  it('finds an account module that slipped into a chunk every page loads, even through a static import', () => {
    const chunks = [
      { type: 'chunk' as const, fileName: 'entry.js', isEntry: true, imports: ['shell.js'], moduleIds: ['/repo/src/entry-client.tsx'] },
      { type: 'chunk' as const, fileName: 'shell.js', imports: [], moduleIds: ['/repo/src/router.tsx', '/repo/src/features/auth/reset-password.tsx?tsr-split=component'] },
    ]
    expect(entryGraphModules(chunks, root, account)).toEqual([{ file: 'src/features/auth/reset-password.tsx', chunk: 'shell.js' }])
  })

  it('lets account modules live in chunks only the account pages load', () => {
    const chunks = [
      { type: 'chunk' as const, fileName: 'entry.js', isEntry: true, imports: ['shell.js'], moduleIds: ['/repo/src/entry-client.tsx'] },
      { type: 'chunk' as const, fileName: 'shell.js', imports: [], moduleIds: ['/repo/src/router.tsx'] },
      { type: 'chunk' as const, fileName: 'auth_action.js', imports: ['shell.js'], moduleIds: ['/repo/src/features/auth/reset-password.tsx'] },
      { type: 'asset' as const, fileName: 'shell.css' },
    ]
    expect(entryGraphModules(chunks, root, account)).toEqual([])
  })
})
