import type { ReactNode } from 'react'
import { usePageI18n } from '@/features/i18n/use-locale'
import { RootDocument } from '@/features/layout/root-document'
import { FatalBoundary, QuietBoundary } from './fatal-boundary'
import { NavigationEffects } from './navigation-effects'
import { OfflineNotice } from './offline-notice'
import { ProgressBar } from './progress-bar'
import './navigation.css'

/**
 * The document around every page: the progress bar and offline notices live here, outside the
 * route boundaries, so they keep working while a page fails; the fatal boundary catches an error
 * page that fails itself.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const i18n = usePageI18n()
  return (
    <RootDocument i18n={i18n}>
      <QuietBoundary>
        <ProgressBar />
      </QuietBoundary>
      <FatalBoundary i18n={i18n}>{children}</FatalBoundary>
      <QuietBoundary>
        <OfflineNotice />
        <NavigationEffects />
      </QuietBoundary>
    </RootDocument>
  )
}
