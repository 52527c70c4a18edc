import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ensurePayload } from '@/features/content/payload-query'
import { pageHead } from '@/features/seo/page-head'
import { ApplyCodePage } from '@/features/apply-code/apply-code-page'

/** `?code=` pre-fills the field (the promo page links here with its code); junk is dropped, not fatal. */
const searchSchema = z.object({
  code: z.string().max(64).optional().catch(undefined),
})

export const Route = createFileRoute('/{-$lang}/applycode')({
  validateSearch: searchSchema,
  staticData: {
    middleware: ['firebase'],
    // Only `?code=` changing (the header link, a redeemed code cleared) keeps the reader in place.
    scrollToTop: ({ from, to }) => from.pathname !== to.pathname,
  },
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'applycode'),
  head: ({ match }) => pageHead(match.context.i18n, 'applycode'),
  component: ApplyCodePage,
})
