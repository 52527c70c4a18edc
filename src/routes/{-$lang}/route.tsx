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
})

function LangLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}
