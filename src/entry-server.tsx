import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { setPayloadReader, type PayloadReader } from '@/lib/content/payload-query'
import { catalogPartsOf, type CatalogPart } from '@/lib/i18n/catalog-parts'
import { renderWithOwnCatalogs, type MissingMessage } from '@/lib/i18n/catalog'
import { rootDetectScript } from '@/lib/i18n/root-detect-script'
import { noticePlacementSource } from '@/features/consent/notice-script'
import { restoreMarkScript } from '@/features/navigation/restore-mark'
import { platformMarkScript } from '@/features/download/platform-mark'
import { bannerCodeScript } from '@/features/apply-code/banner-code'
import { createRouter } from './app/router'

/** Exactly as the pages carry them: the build rejects any other inline script of ours (scripts/build/inline-scripts.ts). */
export const OWN_INLINE_SCRIPTS: Record<string, string> = {
  'language detection on /': rootDetectScript,
  'cookie notice placement': noticePlacementSource(),
  'scroll restoration mark': restoreMarkScript,
  'platform mark on /getkinemo': platformMarkScript,
  'app banner code on /applycode': bannerCodeScript,
}

export interface RenderResult {
  status: number
  html: string
  /** The catalog parts the page rendered with, which its HTML should preload (catalog-parts.ts). */
  catalogParts: CatalogPart[]
  /** With `ownCatalogs`: the messages the page rendered that none of its parts holds. */
  missingMessages: MissingMessage[]
}

/**
 * Renders one URL to a complete HTML document; used by the prerenderer and the dev server. With
 * `ownCatalogs` (the prerender, one page at a time), the page renders with only the catalog parts
 * its routes name, as a first load in the browser does, and reports any message they lack.
 */
export async function render(url: string, options: { readPayload: PayloadReader; ownCatalogs?: boolean }): Promise<RenderResult> {
  setPayloadReader(options.readPayload)
  const missingMessages: MissingMessage[] = []
  if (options.ownCatalogs) renderWithOwnCatalogs((missing) => missingMessages.push(missing))
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({ request, createRouter: () => createRouter() })
  let catalogParts: CatalogPart[] = ['site']
  const response = await handler(({ responseHeaders, router }) => {
    catalogParts = catalogPartsOf(router.state.matches.map((match) => match.staticData))
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> })
  })
  return { status: response.status, html: await response.text(), catalogParts, missingMessages }
}
