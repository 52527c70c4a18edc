import { memo, type ReactNode } from 'react'
import { usePageI18n } from '@/lib/i18n/use-locale'
import { RootDocument } from '@/app/root-document'
import { FatalBoundary, QuietBoundary } from '../features/errors/fatal-boundary'
import { NavigationEffects } from './navigation-effects'
import { OfflineNotice } from '../features/errors/offline-notice'
import { ProgressBar } from '../features/navigation/progress-bar'
import '../features/navigation/navigation.css'

/*
 * The router renders the shell again on each update of the root match, several times per
 * navigation. These parts follow the router, the network and the language by themselves, so
 * they sit those renders out.
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
 * The document around every page: the progress bar and offline notices live here, outside the
 * route boundaries, so they keep working while a page fails; the fatal boundary catches an error
 * page that fails itself.
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
