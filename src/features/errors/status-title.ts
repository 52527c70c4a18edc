import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SITE } from '@/config/site'

const NOT_FOUND = msg({ message: 'This page could not be found', comment: 'Heading of the 404 page' })
const FAILED = msg({ message: 'Something went wrong', comment: 'Heading of the generic error page' })

/** Set from the root route's head; a page that failed or was not found adds no head of its own (src/features/seo/page-head.ts). */
export function statusTitle(i18n: I18n, matches: readonly { status: string; _notFound?: boolean | undefined }[]): string | undefined {
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true)
  const failed = matches.some((match) => match.status === 'error')
  if (!notFound && !failed) return undefined
  return `${i18n._(notFound ? NOT_FOUND : FAILED)} · ${SITE.name}`
}
