import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { buildPayload } from '../../scripts/build/payloads.ts'
import { registerPayloadParser, setPayloadReader } from '@/lib/content/payload-query'
import { loadCatalog, loadMessages } from '@/lib/i18n/catalog'
import { parsePayload } from './content-schemas'
import { loadPage } from './page-loader'

const contentDir = join(import.meta.dirname, '../../content')

describe("a page's loader", () => {
  afterEach(() => setPayloadReader(() => Promise.reject(new Error('no reader'))))

  it('resolves with the payload once the part of the catalog its route names has joined its language', async () => {
    registerPayloadParser(() => Promise.resolve(parsePayload))
    setPayloadReader(() => Promise.resolve(buildPayload(contentDir, 'it', 'promo', { siteUrl: 'https://kinemo.test' })))
    const payload = await loadPage(
      {
        context: { queryClient: new QueryClient(), locale: 'it', catalog: 'it' },
        route: { options: { staticData: { catalogParts: ['promo'] } } },
        location: { pathname: '/it/promo', href: '/it/promo' },
        preload: false,
      },
      'promo',
    )
    expect(payload.page).toBe('promo')
    const italian = await loadCatalog('it', ['site'])
    const promo = await loadMessages('it', 'promo')
    // Every message of the promotion page's own part is now in the instance its pages render with.
    expect(Object.keys(promo).length).toBeGreaterThan(3)
    for (const id of Object.keys(promo)) expect(italian.messages[id]).toEqual(promo[id])
  })
})
