import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it, vi } from 'vitest'
import { loadCatalog } from '@/lib/i18n/catalog'
import { CopyCodeButton } from './copy-code-button'

async function renderButton() {
  const i18n = await loadCatalog('en')
  render(
    <I18nProvider i18n={i18n}>
      <CopyCodeButton code="KINEMO-WINTER-2026" />
    </I18nProvider>,
  )
}

describe('CopyCodeButton', () => {
  it('copies the code and announces it', async () => {
    const user = userEvent.setup()
    await renderButton()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(await navigator.clipboard.readText()).toBe('KINEMO-WINTER-2026')
    expect(screen.getByRole('status')).toHaveTextContent('Code copied')
  })

  it('tells the reader to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await renderButton()
    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy. Select the code and copy it yourself.')
  })
})
