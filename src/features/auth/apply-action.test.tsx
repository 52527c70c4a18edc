import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithCatalog } from '@/test/render-with-catalog'
import { ApplyAction } from './apply-action'
import type { AuthActionService } from './auth-action-service'

function service(overrides: Partial<Pick<AuthActionService, 'inspect' | 'apply' | 'sendPasswordReset'>>) {
  const base = {
    inspect: vi.fn(() => Promise.resolve({ email: 'mia@example.com', previousEmail: 'new@example.com', factor: '+1 ••• ••• 4242' })),
    apply: vi.fn(() => Promise.resolve()),
    sendPasswordReset: vi.fn(() => Promise.resolve()),
  }
  const merged = { ...base, ...overrides }
  return { merged, load: () => Promise.resolve(merged) }
}

describe('ApplyAction', () => {
  it('recovers an email address, then offers a password reset for it', async () => {
    const { merged, load } = service({})
    await renderWithCatalog(<ApplyAction mode="recoverEmail" oobCode="code1" continueUrl="https://kinemo.app/" loadService={load} />)
    expect(await screen.findByText('Your sign-in email address is back to mia@example.com.')).toBeInTheDocument()
    expect(merged.apply).toHaveBeenCalledWith('code1')
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'https://kinemo.app/')
    await userEvent.click(screen.getByRole('button', { name: 'Reset my password' }))
    expect(await screen.findByText('We sent a link to reset your password to mia@example.com.')).toBeInTheDocument()
    expect(merged.sendPasswordReset).toHaveBeenCalledWith('mia@example.com')
  })

  it('names the removed second factor', async () => {
    const { load } = service({})
    await renderWithCatalog(<ApplyAction mode="revertSecondFactorAddition" oobCode="code2" continueUrl={undefined} loadService={load} />)
    expect(await screen.findByText('The second sign-in step +1 ••• ••• 4242 was removed from your account.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument()
  })

  it('explains a disabled account, with no retry that cannot help', async () => {
    const { load } = service({ inspect: vi.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'auth/user-disabled' }))) })
    await renderWithCatalog(<ApplyAction mode="verifyEmail" oobCode="code3" continueUrl={undefined} loadService={load} />, 'fr')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte a été désactivé.')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('retries after a network failure', async () => {
    const apply = vi.fn().mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/network-request-failed' })).mockResolvedValue(undefined)
    const { load } = service({ apply })
    await renderWithCatalog(<ApplyAction mode="verifyEmail" oobCode="code4" continueUrl={undefined} loadService={load} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Your email address mia@example.com is verified. You can close this page.')).toBeInTheDocument()
    expect(apply).toHaveBeenCalledTimes(2)
  })
})
