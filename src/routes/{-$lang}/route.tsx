import { Outlet, createFileRoute } from '@tanstack/react-router'
import { parseLangParam } from '@/lib/i18n/locales'
import { SiteLayout } from '@/app/layout/site-layout'

export const Route = createFileRoute('/{-$lang}')({
  params: {
    // `/xx/promo`, `/en/promo` and `/de/nope` are not pages: an invalid prefix stops the match.
    parse: ({ lang }) => {
      const parsed = parseLangParam(lang)
      return parsed.ok ? { lang: parsed.lang } : false
    },
    stringify: ({ lang }) => ({ lang }),
  },
  component: LangLayout,
  // Every page renders this layout, so it stays in the route's own module (in the shell chunk):
  // split, it left a chunk of one re-export that every first load fetched.
  codeSplitGroupings: [],
})

function LangLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}
