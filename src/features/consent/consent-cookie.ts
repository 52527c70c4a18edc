/** First-party cookie remembering the visitor's analytics choice. Nothing else is stored in it. */
export const CONSENT_COOKIE = 'kinemo_consent'
/** Asked again after about six months, as European regulators recommend. */
export const CONSENT_MAX_AGE_DAYS = 180

/** The two choices; checked by hand, so the cookie notice on every page does not ship zod's enum. */
export const CONSENT_CHOICES = ['granted', 'denied'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'granted' || value === 'denied'
}

/** The stored choice; absent, tampered or oversized values count as no choice. */
export function readConsent(cookieString: string): ConsentChoice | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    return isConsentChoice(value) ? value : undefined
  }
  return undefined
}

export function serializeConsent(choice: ConsentChoice, options: { secure?: boolean } = {}): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
}
