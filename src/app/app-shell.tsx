import { memo, type ReactNode } from 'react'
import { usePageI18n } from '@/lib/i18n/use-locale'
import { RootDocument } from '@/app/root-document'
import { FatalBoundary, QuietBoundary } from '../features/errors/fatal-boundary'
import { NavigationEffects } from './navigation-effects'
import { OfflineNotice } from '../features/errors/offline-notice'
import { ProgressBar } from '../features/navigation/progress-bar'
import '../features/navigation/navigation.css'

/*
 * The router re-renders the shell several times per navigation; these layers follow the router,
 * the network and the language themselves, so they are memoized out of those renders.
 */
const ProgressLayer = memo(function ProgressLayer() {
  return (
    <QuietBoundary>
      <ProgressBar />
    </QuietBoundary>
  )
})

const StatusLayer = memo(function StatusLayer() {
  return (
    <QuietBoundary>
      <OfflineNotice />
      <NavigationEffects />
    </QuietBoundary>
  )
})

/**
 * The progress bar and offline notice sit outside the route boundaries so they keep working while a
 * page fails; the fatal boundary catches an error page that fails itself.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const i18n = usePageI18n()
  return (
    <RootDocument i18n={i18n}>
      <ProgressLayer />
      <FatalBoundary i18n={i18n}>{children}</FatalBoundary>
      <StatusLayer />
    </RootDocument>
  )
}
