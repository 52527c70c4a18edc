/**
 * Unmet password requirements, from Firebase's `validatePassword` status when the project has a
 * password policy, or from Firebase's fixed floor of 6 characters when it has none (or the
 * policy could not be fetched, as under the Auth emulator).
 */
export type PasswordProblem =
  | { kind: 'min-length'; min: number }
  | { kind: 'max-length'; max: number }
  | { kind: 'lowercase' }
  | { kind: 'uppercase' }
  | { kind: 'number' }
  | { kind: 'symbol' }

export const FIREBASE_MIN_PASSWORD_LENGTH = 6

/** The subset of firebase/auth's PasswordValidationStatus this page reads. */
export interface PolicyStatus {
  isValid: boolean
  meetsMinPasswordLength?: boolean
  meetsMaxPasswordLength?: boolean
  containsLowercaseLetter?: boolean
  containsUppercaseLetter?: boolean
  containsNumericCharacter?: boolean
  containsNonAlphanumericCharacter?: boolean
  passwordPolicy: { customStrengthOptions: { minPasswordLength?: number; maxPasswordLength?: number } }
}

export function problemsFromStatus(status: PolicyStatus): PasswordProblem[] {
  if (status.isValid) return []
  const { minPasswordLength, maxPasswordLength } = status.passwordPolicy.customStrengthOptions
  const problems: PasswordProblem[] = []
  if (status.meetsMinPasswordLength === false) problems.push({ kind: 'min-length', min: minPasswordLength ?? FIREBASE_MIN_PASSWORD_LENGTH })
  if (status.meetsMaxPasswordLength === false && maxPasswordLength) problems.push({ kind: 'max-length', max: maxPasswordLength })
  if (status.containsLowercaseLetter === false) problems.push({ kind: 'lowercase' })
  if (status.containsUppercaseLetter === false) problems.push({ kind: 'uppercase' })
  if (status.containsNumericCharacter === false) problems.push({ kind: 'number' })
  if (status.containsNonAlphanumericCharacter === false) problems.push({ kind: 'symbol' })
  return problems
}

export function fallbackProblems(password: string): PasswordProblem[] {
  // Firebase counts UTF-16 code units, as String#length does.
  return password.length < FIREBASE_MIN_PASSWORD_LENGTH ? [{ kind: 'min-length', min: FIREBASE_MIN_PASSWORD_LENGTH }] : []
}
