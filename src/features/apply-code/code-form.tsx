import { useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CODE_PATTERN, normalizeCode } from './contract'
import { outcomeFromError, type ApplyCodeOutcome } from './apply-code-outcome'
import { OutcomeMessage } from './outcome-message'
import type { ApplyCodeService } from './apply-code-service'
import type { AccountState } from './use-apply-code-service'
import { isOnline } from '@/lib/online-status'

interface Props {
  /** From `?code=`; shown until the person edits the field. */
  prefill: string | undefined
  account: AccountState
  service: () => Promise<Pick<ApplyCodeService, 'applyCode'>>
}

/** The code field and its submission. What was typed stays in the field whatever the reply. */
export function CodeForm({ prefill, account, service }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [typed, setTyped] = useState<string | undefined>()
  const [formatError, setFormatError] = useState(false)
  const [outcome, setOutcome] = useState<ApplyCodeOutcome | undefined>()
  const [busy, setBusy] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const value = typed ?? prefill ?? ''

  // Typed into the prerendered field before the page came alive (a slow phone, a lost connection):
  // hydration leaves that text on screen but not in state, and the next render would clear it.
  useLayoutEffect(() => {
    const early = inputRef.current?.value
    if (early !== undefined && early !== value) setTyped(early)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page comes alive
  }, [])

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setOutcome(undefined)
    // codeSchema's check without zod's pipe and transform, which would ship on every first load.
    const code = normalizeCode(value)
    const valid = CODE_PATTERN.test(code)
    setFormatError(!valid)
    if (!valid) return inputRef.current?.focus()
    if (!isOnline()) return setOutcome({ kind: 'offline' })
    if (account.status === 'signed-out') return setOutcome({ kind: 'not-signed-in' })
    setBusy(true)
    try {
      setOutcome(await (await service()).applyCode(code))
    } catch (error) {
      setOutcome(outcomeFromError(error, isOnline()))
    } finally {
      setBusy(false)
    }
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <section className="code-form" aria-labelledby="code-title">
      <h2 id="code-title">
        <Trans comment="Heading of the code box on the apply-code page">Your code</Trans>
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-code`}>
            <Trans comment="Label of the promo code field">Promo code</Trans>
          </label>
          <input
            ref={inputRef}
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={value}
            onChange={(e) => {
              setTyped(e.target.value)
              setFormatError(false)
            }}
            aria-invalid={formatError || undefined}
            aria-describedby={formatError ? `${errorId} ${hintId}` : hintId}
          />
          {formatError ? (
            <p id={errorId} className="form-field__errors">
              {t({
                message: 'Enter a code of 4 to 32 letters and digits.',
                comment: 'Error under the promo code field when the code has the wrong format',
              })}
            </p>
          ) : null}
          <p id={hintId} className="form-field__hint">
            <Trans comment="Hint under the promo code field">Capitals, spaces and dashes do not matter.</Trans>
          </p>
        </div>
        <button type="submit" className="button button--primary" data-primary-cta="" aria-busy={busy || undefined}>
          {busy
            ? t({ message: 'Applying…', context: 'button state', comment: 'Submit button of the promo code form while the request runs' })
            : t({ message: 'Apply code', comment: 'Submit button of the promo code form' })}
        </button>
      </form>
      <div className="code-form__outcome" aria-live="polite" aria-atomic="true">
        {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      </div>
    </section>
  )
}
