import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSchemaOf } from '@/app/content-schemas'
import { middlewareRegistry } from '@/app/route-middleware'
import { CATALOG_PARTS, ON_DEMAND_PARTS, partsOfMessage } from '@/lib/i18n/catalog-parts'
import { NOINDEX_PAGES } from '@/features/seo/site-urls'
import { PAGE_LIST, pageStaticData } from '@/lib/content/pages'

const root = join(import.meta.dirname, '../..')
const routeFile = (slug: string) => join(root, 'src/routes/{-$lang}', `${slug || 'index'}.tsx`)

describe('the page table', () => {
  it('gives each page one route file that takes its static data from its row', () => {
    for (const { key, slug } of PAGE_LIST) {
      const source = readFileSync(routeFile(slug), 'utf8')
      expect(source, key).toContain(`pageStaticData('${key}')`)
      expect(source, key).toContain(`loadPage(args, '${key}')`)
    }
  })

  it('gives each page a feature folder and English content', () => {
    for (const { key, feature } of PAGE_LIST) {
      expect(existsSync(join(root, 'src/features', feature)), `${key}: src/features/${feature}`).toBe(true)
      expect(existsSync(join(root, 'content/en', `${key}.json`)), `${key}: content/en/${key}.json`).toBe(true)
    }
  })

  it('is what the derived lists say: content schemas, catalog parts, noindex, middleware', () => {
    for (const { key } of PAGE_LIST) expect(contentSchemaOf(key), key).toBeDefined()
    expect([...CATALOG_PARTS].sort()).toEqual(['site', ...new Set(PAGE_LIST.map((p) => p.feature)), ...ON_DEMAND_PARTS].sort())
    expect(NOINDEX_PAGES).toEqual(PAGE_LIST.filter((p) => !p.indexed).map((p) => p.key))
    for (const { key, middleware } of PAGE_LIST) for (const name of middleware) expect(Object.keys(middlewareRegistry), key).toContain(name)
  })

  it("puts a message used only in a page's feature folder in that page's part", () => {
    for (const { key, feature } of PAGE_LIST) {
      expect(partsOfMessage([`src/features/${feature}/some-view.tsx`]), key).toEqual([feature])
      expect(pageStaticData(key).catalogParts, key).toEqual([feature])
    }
  })
})
