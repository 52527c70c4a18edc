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
  it('recovers an email address only on the click, then offers a password reset for it', async () => {
    const { merged, load } = service({})
    await renderWithCatalog(<ApplyAction mode="recoverEmail" oobCode="code1" continueUrl="https://kinemo.app/" loadService={load} />)
    expect(
      await screen.findByText('Your sign-in email address was changed to new@example.com. Confirm to change it back to mia@example.com.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Nothing changes until you confirm.')).toBeInTheDocument()
    expect(merged.inspect).toHaveBeenCalledWith('code1')
    expect(merged.apply).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Restore my email address' }))
    expect(await screen.findByText('Your sign-in email address is back to mia@example.com.')).toBeInTheDocument()
    expect(merged.apply).toHaveBeenCalledWith('code1')
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'https://kinemo.app/')
    await userEvent.click(screen.getByRole('button', { name: 'Reset my password' }))
    expect(await screen.findByText('We sent a link to reset your password to mia@example.com.')).toBeInTheDocument()
    expect(merged.sendPasswordReset).toHaveBeenCalledWith('mia@example.com')
  })

  it('names both addresses of an email change and applies it only on the click', async () => {
    const { merged, load } = service({
      inspect: vi.fn(() => Promise.resolve({ email: 'new@example.com', previousEmail: 'mia@example.com', factor: undefined })),
    })
    await renderWithCatalog(<ApplyAction mode="verifyAndChangeEmail" oobCode="code5" continueUrl={undefined} loadService={load} />)
    expect(
      await screen.findByText('Confirm to change your sign-in email address from mia@example.com to new@example.com.'),
    ).toBeInTheDocument()
    expect(merged.apply).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new email address' }))
    expect(await screen.findByText('Your sign-in email address is now new@example.com.')).toBeInTheDocument()
    expect(merged.apply).toHaveBeenCalledWith('code5')
  })

  it('names the second factor to remove, and removes it only on the click', async () => {
    const { merged, load } = service({})
    await renderWithCatalog(<ApplyAction mode="revertSecondFactorAddition" oobCode="code2" continueUrl={undefined} loadService={load} />)
    expect(await screen.findByText('Confirm to remove the second sign-in step +1 ••• ••• 4242 from your account.')).toBeInTheDocument()
    expect(merged.apply).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Remove this sign-in step' }))
    expect(await screen.findByText('The second sign-in step +1 ••• ••• 4242 was removed from your account.')).toBeInTheDocument()
    expect(merged.apply).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument()
  })

  it('asks in the page language, and copes with a factor the SDK does not name', async () => {
    const { merged, load } = service({
      inspect: vi.fn(() => Promise.resolve({ email: 'mia@example.com', previousEmail: undefined, factor: undefined })),
    })
    await renderWithCatalog(
      <ApplyAction mode="revertSecondFactorAddition" oobCode="code6" continueUrl={undefined} loadService={load} />,
      'ja',
    )
    const button = await screen.findByRole('button', { name: 'このログイン手順を削除' })
    expect(merged.apply).not.toHaveBeenCalled()
    await userEvent.click(button)
    expect(await screen.findByRole('status')).toHaveTextContent('アカウントから2段階目のログイン手順を削除しました。')
  })

  it('keeps the button after a network failure while confirming, and not after a used code', async () => {
    const apply = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }))
      .mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-action-code' }))
    const { load } = service({ apply })
    await renderWithCatalog(<ApplyAction mode="recoverEmail" oobCode="code7" continueUrl={undefined} loadService={load} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Restore my email address' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.')
    await userEvent.click(screen.getByRole('button', { name: 'Restore my email address' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has already been used.')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(apply).toHaveBeenCalledTimes(2)
  })

  it('explains a disabled account, with no retry that cannot help', async () => {
    const { load } = service({ inspect: vi.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'auth/user-disabled' }))) })
    await renderWithCatalog(<ApplyAction mode="verifyEmail" oobCode="code3" continueUrl={undefined} loadService={load} />, 'fr')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte a été désactivé.')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('verifies an email address at once, and retries after a network failure', async () => {
    const apply = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }))
      .mockResolvedValue(undefined)
    const { load } = service({ apply })
    await renderWithCatalog(<ApplyAction mode="verifyEmail" oobCode="code4" continueUrl={undefined} loadService={load} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Your email address mia@example.com is verified. You can close this page.')).toBeInTheDocument()
    expect(apply).toHaveBeenCalledTimes(2)
  })
})
