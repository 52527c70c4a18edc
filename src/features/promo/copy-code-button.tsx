import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'

type CopyState = 'idle' | 'copied' | 'failed'

/** Copies the promo code for people who redeem it in the app instead of on the website. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useLingui()
  const [state, setState] = useState<CopyState>('idle')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setState('copied')
    } catch {
      // No clipboard permission (or an insecure context): the code stays selectable on screen.
      setState('failed')
    }
  }

  return (
    <>
      <button type="button" className="button promo__copy" onClick={() => void copy()}>
        {t({ message: 'Copy code', comment: 'Button next to the promo code that copies it to the clipboard; keep short' })}
      </button>
      <span className="promo__copy-status" role="status">
        {state === 'copied' && t({ message: 'Code copied', comment: 'Announced after the promo code was copied to the clipboard' })}
        {state === 'failed' &&
          t({
            message: 'Could not copy. Select the code and copy it yourself.',
            comment: 'Shown when the browser refused to copy the promo code to the clipboard',
          })}
      </span>
    </>
  )
}
