import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { APPLY_CODE_HEAD } from '@/features/apply-code/head-text'
import { ApplyCodePage } from '@/features/apply-code/apply-code-page'
import { applyCodeSearchSchema } from '@/features/apply-code/apply-code-search'
import { bannerCodeScript } from '@/features/apply-code/banner-code'

export const Route = createFileRoute('/{-$lang}/applycode')({
  validateSearch: applyCodeSearchSchema,
  staticData: {
    ...pageStaticData('applycode'),
    // Only `?code=` changing (the header link, a redeemed code cleared) keeps the reader in place.
    scrollToTop: ({ from, to }) => from.pathname !== to.pathname,
  },
  loader: (args) => loadPage(args, 'applycode'),
  head: ({ match }) => {
    // In the browser, the banner keeps the validated `?code=`, through navigations within the site too.
    const head = pageHead(match, 'applycode', APPLY_CODE_HEAD, { bannerCode: match.search.code })
    // The prerendered page puts a valid promo code into the banner before Safari reads it
    // (banner-code.ts), as the head above gives it; the client neither renders nor ships the script.
    return import.meta.env.SSR && head.meta.length > 0 ? { ...head, scripts: [...head.scripts, { children: bannerCodeScript }] } : head
  },
  component: ApplyCodePage,
})
