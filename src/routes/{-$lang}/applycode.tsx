import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { APPLY_CODE_HEAD } from '@/features/apply-code/head-text'
import { ApplyCodePage } from '@/features/apply-code/apply-code-page'
import { applyCodeSearchSchema } from '@/features/apply-code/apply-code-search'
import { bannerCodeQuery, bannerCodeScript } from '@/features/apply-code/banner-code'

export const Route = createFileRoute('/{-$lang}/applycode')({
  validateSearch: applyCodeSearchSchema,
  staticData: {
    ...pageStaticData('applycode'),
    // Only `?code=` changing (the header link, a redeemed code cleared) keeps the reader in place.
    scrollToTop: ({ from, to }) => from.pathname !== to.pathname,
  },
  loader: (args) => loadPage(args, 'applycode'),
  head: ({ match }) => {
    // The banner's argument keeps a valid promo code: the prerendered page (no query) has none, and
    // its inline script adds the visitor's before Safari reads the meta and hydration meets it.
    const head = pageHead(match, 'applycode', APPLY_CODE_HEAD, bannerCodeQuery(match.search.code))
    const script = import.meta.env.SSR && head.meta.length > 0 ? [{ children: bannerCodeScript }] : []
    return { ...head, scripts: [...head.scripts, ...script] }
  },
  component: ApplyCodePage,
})
