import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { loadCatalog } from '@/lib/i18n/catalog'
import userEvent from '@testing-library/user-event'
import { renderWithCatalog } from '@/test/render-with-catalog'
import { CodeForm } from './code-form'
import { outcomeFromReply } from './apply-code-reply'
import type { AccountState } from './use-apply-code-service'

const signedIn: AccountState = {
  status: 'signed-in',
  account: { uid: 'u1', name: 'Alex', email: 'alex@example.com', providerId: 'google.com' },
}

/** A service whose function gives `reply`; like the real one, it checks the reply against the contract. */
function serviceReplying(reply: (code: string) => Promise<unknown>) {
  const service = { applyCode: vi.fn(async (code: string) => outcomeFromReply(await reply(code))) }
  return { service, load: () => Promise.resolve(service) }
}

describe('CodeForm', () => {
  it('sends the normalised code and shows the unlock date in the page language', async () => {
    const { service, load } = serviceReplying(() => Promise.resolve({ status: 'applied', product: 'pro', until: '2026-06-30T12:00:00Z' }))
    await renderWithCatalog(<CodeForm prefill=" kinemo–pro 30 " account={signedIn} service={load} />, 'de')
    await userEvent.click(screen.getByRole('button', { name: 'Code einlösen' }))
    expect(await screen.findByText(/bis zum 30\. Juni 2026 freigeschaltet/)).toBeInTheDocument()
    expect(service.applyCode).toHaveBeenCalledWith('KINEMOPRO30')
  })

  it('rejects a malformed code without calling the backend, keeping what was typed', async () => {
    const { service, load } = serviceReplying(() => Promise.resolve({ status: 'invalid' }))
    await renderWithCatalog(<CodeForm prefill={undefined} account={signedIn} service={load} />)
    const field = screen.getByRole('textbox', { name: 'Promo code' })
    await userEvent.type(field, 'ab!')
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }))
    expect(screen.getByText('Enter a code of 4 to 32 letters and digits.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(field).toHaveValue('ab!')
    expect(service.applyCode).not.toHaveBeenCalled()
  })

  it('keeps the code when the server cannot be reached', async () => {
    const { load } = serviceReplying(() => Promise.reject(Object.assign(new Error('internal'), { code: 'functions/internal' })))
    await renderWithCatalog(<CodeForm prefill="WELCOME-2024" account={signedIn} service={load} />)
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }))
    expect(await screen.findByText(/We could not reach our server/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME-2024')
  })

  it('asks to sign in first when nobody is', async () => {
    const { service, load } = serviceReplying(() => Promise.resolve({ status: 'invalid' }))
    await renderWithCatalog(<CodeForm prefill="KINEMO-PRO-30" account={{ status: 'signed-out' }} service={load} />)
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }))
    expect(screen.getByText('Sign in first, so we know which account to unlock.')).toBeInTheDocument()
    expect(service.applyCode).not.toHaveBeenCalled()
  })

  it('keeps what was typed into the prerendered field before the page came alive, and sends that', async () => {
    const { service, load } = serviceReplying(() => Promise.resolve({ status: 'invalid' }))
    const i18n = await loadCatalog('en')
    const form = (account: AccountState) => (
      <I18nProvider i18n={i18n}>
        <CodeForm prefill={undefined} account={account} service={load} />
      </I18nProvider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(form(signedIn))
    const prerendered = container.querySelector('input')
    if (!prerendered) throw new Error('no field in the prerendered form')
    prerendered.value = 'winter 2026'
    const { rerender } = render(form(signedIn), { container, hydrate: true })
    // A later render (the account arriving, say) used to put the empty state back into the field.
    rerender(form({ status: 'signed-in', account: { ...signedIn.account, name: 'Alex K.' } }))
    const field = screen.getByRole('textbox', { name: 'Promo code' })
    expect(field).toHaveValue('winter 2026')
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }))
    expect(service.applyCode).toHaveBeenCalledWith('WINTER2026')
    expect(field).toHaveValue('winter 2026')
  })
})
