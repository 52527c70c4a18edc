import { useLingui } from '@lingui/react/macro'
import type { PasswordProblem } from './password-policy'

export function PasswordProblemText({ problem }: { problem: PasswordProblem }) {
  const { t } = useLingui()
  switch (problem.kind) {
    case 'min-length': {
      const min = problem.min
      return t({
        message: `Use at least ${min} characters.`,
        comment: 'Password requirement shown under the new password field; {min} is a number',
      })
    }
    case 'max-length': {
      const max = problem.max
      return t({
        message: `Use at most ${max} characters.`,
        comment: 'Password requirement shown under the new password field; {max} is a number',
      })
    }
    case 'lowercase':
      return t({ message: 'Include a lowercase letter.', comment: 'Password requirement shown under the new password field' })
    case 'uppercase':
      return t({ message: 'Include an uppercase letter.', comment: 'Password requirement shown under the new password field' })
    case 'number':
      return t({ message: 'Include a number.', comment: 'Password requirement shown under the new password field' })
    case 'symbol':
      return t({ message: 'Include a symbol such as ! or #.', comment: 'Password requirement shown under the new password field' })
  }
}
