import { useSyncExternalStore } from 'react'
import { cookieOptions } from '@/lib/i18n/cookie-options'
import { readConsent, serializeConsent, type ConsentChoice } from './consent-cookie'

export interface ConsentState {
  /** False on the server and during hydration: the choice lives in a cookie the HTML cannot know. */
  known: boolean
  choice: ConsentChoice | undefined
  /** The notice was reopened from "Cookie settings". */
  reopened: boolean
}

const SERVER: ConsentState = { known: false, choice: undefined, reopened: false }
let state: ConsentState | undefined
const listeners = new Set<() => void>()

function current(): ConsentState {
  state ??= { known: true, choice: readConsent(document.cookie), reopened: false }
  return state
}

function update(next: ConsentState) {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => SERVER)
}

export function chooseConsent(choice: ConsentChoice) {
  document.cookie = serializeConsent(choice, { secure: cookieOptions().secure })
  update({ known: true, choice, reopened: false })
}

export function reopenConsent() {
  update({ ...current(), reopened: true })
}
