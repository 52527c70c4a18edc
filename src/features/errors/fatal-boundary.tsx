import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { localeFromPathname } from '@/lib/i18n/locales'
import { localizedPath } from '@/lib/paths/site-paths'

const TITLE = {
  descriptor: msg({
    message: 'An error occurred while showing the error page',
    comment: 'Shown when even the error page failed; the last resort, shown without header or footer',
  }),
  english: 'An error occurred while showing the error page',
}
const HOME = {
  descriptor: msg({ message: 'Go back to home', comment: 'Link on the 404 and error pages back to the home page' }),
  english: 'Go back to home',
}

/**
 * The catalog may be what failed, so a message falls back to English when it cannot be
 * translated. (Production builds strip source text from descriptors, hence the literal copy.)
 */
export function translateOrEnglish(i18n: I18n | undefined, text: { descriptor: MessageDescriptor; english: string }): string {
  try {
    const out = i18n?._(text.descriptor)
    return out && out !== text.descriptor.id ? out : text.english
  } catch {
    return text.english
  }
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname
}

/**
 * The last resort when the error page itself fails. It depends on nothing that could have
 * failed: no router, no layout, no hooks; the home link is a plain link that reloads the site.
 */
export function FatalErrorPage({ i18n }: { i18n?: I18n | undefined }) {
  const home = localizedPath('/{-$lang}', localeFromPathname(currentPathname()))
  return (
    <main className="fatal-error" role="alert">
      <h1 tabIndex={-1}>{translateOrEnglish(i18n, TITLE)}</h1>
      <p>
        <a className="button button--primary" href={home}>
          {translateOrEnglish(i18n, HOME)}
        </a>
      </p>
    </main>
  )
}

export class FatalBoundary extends Component<{ i18n?: I18n | undefined; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? <FatalErrorPage i18n={this.props.i18n} /> : this.props.children
  }
}

/** Keeps an optional piece of chrome (progress bar, offline notice) from taking the page down with it. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(error)
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
