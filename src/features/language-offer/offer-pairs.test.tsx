import { beforeAll, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { setupI18n, type I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { loadMessages } from '@/lib/i18n/catalog'
import { LOCALE_CODES, type LocaleCode } from '@/lib/i18n/locales'
import { OFFER_WORDS, OfferPanel } from './offer-panel'

/*
 * Every language offered on every page of every other language: 18 × 17 pairs, each rendered as the
 * site renders it (the panel in the language layout, the page's own catalog around it) and read as a
 * visitor would: the words in the offered language, its lang and dir, a link to the same page there.
 */

interface Words {
  text: string
  link: string
  close: string
}

/** A language's offer, from that language's own `language-offer` part alone, as the panel reads it. */
const offerI18n = new Map<LocaleCode, I18n>()
/** The page's catalog (its `site` part), active around the panel as on the site. */
const pageI18n = new Map<LocaleCode, I18n>()
const words = new Map<LocaleCode, Words>()

beforeAll(async () => {
  await Promise.all(
    LOCALE_CODES.map(async (code) => {
      const offer = setupI18n({ locale: code, messages: { [code]: await loadMessages(code, 'language-offer') } })
      offerI18n.set(code, offer)
      pageI18n.set(code, setupI18n({ locale: code, messages: { [code]: await loadMessages(code, 'site') } }))
      words.set(code, { text: offer._(OFFER_WORDS.text), link: offer._(OFFER_WORDS.link), close: offer._(OFFER_WORDS.close) })
    }),
  )
})

const get = <T,>(map: Map<LocaleCode, T>, code: LocaleCode): T => {
  const value = map.get(code)
  if (value === undefined) throw new Error(`nothing loaded for ${code}`)
  return value
}

/** A language's path prefix: English unprefixed. */
const prefix = (code: LocaleCode) => (code === 'en' ? '' : `/${code}`)

/** A page, a query and a hash per pair, so every page kind is offered from every language. */
const PAGES = ['', '/promo', '/getkinemo', '/applycode', '/license'] as const
const QUERY = '?code=KINEMO-WINTER-2026&utm_source=mail'
const HASH = '#terms'

/** Renders the offer of `offered` on `page`'s version of `path`; resolves with the offer's region. */
async function renderOffer(page: LocaleCode, offered: LocaleCode, path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <I18nProvider i18n={get(pageI18n, page)}>
        <Outlet />
      </I18nProvider>
    ),
  })
  // As in the site, the offer lives in the language layout, above the page.
  const langRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '{-$lang}',
    component: () => (
      <>
        <Outlet />
        <OfferPanel i18n={get(offerI18n, offered)} locale={offered} onDismiss={() => undefined} />
      </>
    ),
  })
  const pageRoutes = PAGES.map((p) => createRoute({ getParentRoute: () => langRoute, path: p || '/', component: () => <h1>Page</h1> }))
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren(pageRoutes)]),
    history: createMemoryHistory({ initialEntries: [`${prefix(page)}${path}${QUERY}${HASH}`] }),
  })
  const view = render(<RouterProvider router={router} />)
  const region = await screen.findByRole('region')
  return { region, view }
}

describe('the language offer, every language on every page of every other', () => {
  it('has its own sentence and link in each language, so equal words mean the offered language', () => {
    for (const key of ['text', 'link'] as const) {
      const all = LOCALE_CODES.map((code) => get(words, code)[key])
      expect(new Set(all).size, key).toBe(LOCALE_CODES.length)
    }
  })

  // One test per page language, 17 offers each: 306 pairs.
  it.each(LOCALE_CODES)(
    'on a page in %s, renders each of the 17 other languages in its own words, linking to the same page in it',
    async (page) => {
      const others = LOCALE_CODES.filter((code) => code !== page)
      expect(others).toHaveLength(17)
      for (const [i, offered] of others.entries()) {
        const path = PAGES[(LOCALE_CODES.indexOf(page) + i) % PAGES.length] ?? ''
        const label = `${offered} offered on ${page}${path || '/'}`
        const expected = get(words, offered)
        const { region, view } = await renderOffer(page, offered, path)

        // Announced in its own language, right to left for Arabic.
        expect(region, label).toHaveAttribute('lang', offered)
        expect(region, label).toHaveAttribute('dir', offered === 'ar' ? 'rtl' : 'ltr')
        expect(region, label).toHaveAccessibleName(expected.text)
        // Never English or the page's words in place of the offered language's.
        if (offered !== 'en') expect(expected.text, label).not.toBe(get(words, 'en').text)
        expect(expected.text, label).not.toBe(get(words, page).text)

        const link = within(region).getByRole('link', { name: expected.link })
        expect(link, label).toHaveAttribute('href', `${prefix(offered) + path || '/'}${QUERY}${HASH}`)
        expect(link, label).toHaveAttribute('hreflang', offered)
        expect(within(region).getByRole('button', { name: expected.close }), label).toBeInTheDocument()
        view.unmount()
      }
    },
  )
})
