import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithCatalog } from '@/test/render-with-catalog'
import { ResetPassword } from './reset-password'

function service() {
  const fake = {
    verifyResetCode: vi.fn(() => Promise.resolve('mia@example.com')),
    passwordProblems: vi.fn(() => Promise.resolve([])),
    confirmReset: vi.fn(() => Promise.resolve()),
  }
  return { fake, load: () => Promise.resolve(fake) }
}

describe('ResetPassword and password managers (WCAG 3.3.8)', () => {
  it('names the account beside the new password fields, so a password manager can fill and store them', async () => {
    const { load } = service()
    await renderWithCatalog(<ResetPassword oobCode="code1" continueUrl={undefined} loadService={load} />)
    const password = await screen.findByLabelText('New password')
    const confirm = screen.getByLabelText('Confirm new password')
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    expect(confirm).toHaveAttribute('autocomplete', 'new-password')
    const form = password.closest('form')
    const username = form?.querySelector('input[autocomplete="username"]')
    expect(username).toHaveValue('mia@example.com')
    expect(username).toHaveAttribute('readonly')
    expect(confirm.closest('form')).toBe(form)
  })

  it('takes a pasted password in both fields, and saves it', async () => {
    const { fake, load } = service()
    await renderWithCatalog(<ResetPassword oobCode="code1" continueUrl={undefined} loadService={load} />)
    const password = await screen.findByLabelText('New password')
    await userEvent.click(password)
    await userEvent.paste('pasted-Secret-42')
    await userEvent.click(screen.getByLabelText('Confirm new password'))
    await userEvent.paste('pasted-Secret-42')
    expect(password).toHaveValue('pasted-Secret-42')
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('pasted-Secret-42')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument()
    expect(fake.confirmReset).toHaveBeenCalledWith('code1', 'pasted-Secret-42')
  })
})
