import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/lib/content/payload-query'
import { contextI18n } from '@/lib/i18n/catalog'
import { pageHead } from '@/features/seo/page-head'
import { rootDetectScript } from '@/lib/i18n/root-detect-script'
import { HomePage } from '@/features/home/home-page'

export const Route = createFileRoute('/{-$lang}/')({
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'home'),
  head: ({ match, params }) => {
    const head = pageHead(contextI18n(match.context), 'home')
    // Detection happens on the unprefixed root only, before first paint.
    return { ...head, scripts: [...head.scripts, ...(params.lang ? [] : [{ children: rootDetectScript }])] }
  },
  component: HomePage,
})
