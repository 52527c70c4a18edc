import * as z from 'zod/mini'

/** First-party, holding the analytics choice and nothing else. */
export const CONSENT_COOKIE = 'kinemo_consent'
/** Asked again after about six months, as European regulators recommend. */
export const CONSENT_MAX_AGE_DAYS = 180

export const consentChoiceSchema = z.enum(['granted', 'denied'])
export type ConsentChoice = z.infer<typeof consentChoiceSchema>

/** The stored choice; absent, tampered or oversized values count as no choice. */
export function readConsent(cookieString: string): ConsentChoice | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue
    const parsed = consentChoiceSchema.safeParse(part.slice(eq + 1).trim())
    return parsed.success ? parsed.data : undefined
  }
  return undefined
}

export function serializeConsent(choice: ConsentChoice, options: { secure?: boolean } = {}): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
}
