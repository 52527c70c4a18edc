import { Trans, useLingui } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import { localeInfo } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/catalog'
import type { ApplyCodeOutcome } from './apply-code-outcome'

function useFormat() {
  const { i18n } = useLingui()
  const tag = localeInfo(localeOf(i18n)).iso
  return {
    date: (d: Date) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(d),
    time: (d: Date) => new Intl.DateTimeFormat(tag, { timeStyle: 'short' }).format(d),
  }
}

/** The form's live region announces it. */
export function OutcomeMessage({ outcome }: { outcome: ApplyCodeOutcome }) {
  const format = useFormat()
  const product = `${SITE.name} Pro`
  if (outcome.kind === 'applied') {
    const until = format.date(outcome.until)
    return (
      <div className="form-alert form-alert--success">
        <p>
          <strong>
            <Trans comment="Title of the success message on the apply-code page">Code applied!</Trans>
          </strong>{' '}
          <Trans comment="Success on the apply-code page; {product} is the plan name (Kinemo Pro), {until} a localized date">
            {product} is unlocked on your account until {until}. Open the app to start creating.
          </Trans>
        </p>
      </div>
    )
  }
  return (
    <div className="form-alert form-alert--error">
      <p>
        <FailureText outcome={outcome} format={format} />
      </p>
    </div>
  )
}

function FailureText({
  outcome,
  format,
}: {
  outcome: Exclude<ApplyCodeOutcome, { kind: 'applied' }>
  format: ReturnType<typeof useFormat>
}) {
  const { t } = useLingui()
  switch (outcome.kind) {
    case 'invalid':
      return t({ message: 'We do not recognise this code. Check it for typos and try again.', comment: 'Apply-code reply: no such code' })
    case 'expired': {
      const date = format.date(outcome.expiredAt)
      return t({ message: `This code expired on ${date}.`, comment: 'Apply-code reply: the code is too old; {date} is a localized date' })
    }
    case 'already-used':
      return t({ message: 'Your account has already used this code.', comment: 'Apply-code reply: this account redeemed the code before' })
    case 'rate-limited': {
      const time = format.time(outcome.retryAt)
      return t({
        message: `Too many attempts. Please try again after ${time}.`,
        comment: 'Apply-code reply: too many tries; {time} is a localized clock time',
      })
    }
    case 'not-signed-in':
      return t({ message: 'Sign in first, so we know which account to unlock.', comment: 'Apply-code error when nobody is signed in' })
    case 'offline':
      return t({
        message: 'You are offline. Your code is still here: try again once you are connected.',
        comment: 'Apply-code error when the device has no connection',
      })
    case 'unavailable':
      return t({
        message: 'We could not reach our server. Your code is still here: try again in a moment.',
        comment: 'Apply-code error when the request failed',
      })
    case 'unexpected':
      return t({ message: 'Something went wrong on our side. Try again in a moment.', comment: 'Apply-code error for an unexpected reply' })
  }
}
