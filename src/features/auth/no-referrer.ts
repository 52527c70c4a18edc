import type { JSX } from 'react'

type Meta = JSX.IntrinsicElements['meta']

/**
 * Action links carry one-time codes in their query string: no request from this page may send
 * its URL as a referrer. The hosting header (firebase.json) covers a fresh load; this meta tag
 * also covers arriving by a client-side navigation.
 */
export function withNoReferrer<H extends { meta?: Array<Meta | undefined> }>(head: H): H & { meta: Array<Meta | undefined> } {
  return { ...head, meta: [...(head.meta ?? []), { name: 'referrer', content: 'no-referrer' }] }
}
