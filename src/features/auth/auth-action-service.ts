/** Loaded with a dynamic import, so the SDK is downloaded only when an action link is opened. */
import {
  ActionCodeOperation,
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  isSignInWithEmailLink,
  sendPasswordResetEmail,
  signInWithEmailLink,
  validatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth'
import { firebaseAuth } from '@/lib/firebase/auth'
import { fallbackProblems, problemsFromStatus, type PasswordProblem } from './password-policy'

export interface ActionCodeDetails {
  /** The address the action concerns: restored, verified, or changed to. */
  email: string | undefined
  /** For verifyAndChangeEmail and recoverEmail: the address it replaces. */
  previousEmail: string | undefined
  /** For revertSecondFactorAddition: the removed factor's name or masked phone number. */
  factor: string | undefined
}

export function authActionService(languageCode: string) {
  const auth = firebaseAuth(languageCode)
  return {
    verifyResetCode: (oobCode: string) => verifyPasswordResetCode(auth, oobCode),
    confirmReset: (oobCode: string, password: string) => confirmPasswordReset(auth, oobCode, password),
    async passwordProblems(password: string): Promise<PasswordProblem[]> {
      try {
        return problemsFromStatus(await validatePassword(auth, password))
      } catch {
        return fallbackProblems(password)
      }
    },
    async inspect(oobCode: string): Promise<ActionCodeDetails> {
      const info = await checkActionCode(auth, oobCode)
      const factor = info.operation === ActionCodeOperation.REVERT_SECOND_FACTOR_ADDITION ? info.data.multiFactorInfo : null
      const phone = factor && 'phoneNumber' in factor && typeof factor.phoneNumber === 'string' ? factor.phoneNumber : undefined
      return {
        email: info.data.email ?? undefined,
        previousEmail: info.data.previousEmail ?? undefined,
        factor: factor ? (factor.displayName ?? phone ?? undefined) : undefined,
      }
    },
    apply: (oobCode: string) => applyActionCode(auth, oobCode),
    sendPasswordReset: (email: string) => sendPasswordResetEmail(auth, email),
    isEmailLink: (href: string) => isSignInWithEmailLink(auth, href),
    async signInWithLink(email: string, href: string): Promise<string> {
      const { user } = await signInWithEmailLink(auth, email, href)
      return user.email ?? email
    },
  }
}

export type AuthActionService = ReturnType<typeof authActionService>
