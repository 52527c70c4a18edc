import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithCatalog } from '@/test/render-with-catalog'
import { LoadedView } from './loaded-view'

describe('LoadedView', () => {
  it('says the link is being checked until the view has loaded, then shows it', async () => {
    let arrive: (view: string) => void = () => undefined
    const load = () => new Promise<string>((resolve) => (arrive = resolve))
    await renderWithCatalog(<LoadedView load={load}>{(view) => <p>{view}</p>}</LoadedView>)
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…')
    arrive('Choose a new password')
    expect(await screen.findByText('Choose a new password')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('names a failed download as a connection problem and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('Choose a new password')
    await renderWithCatalog(<LoadedView load={load}>{(view) => <p>{view}</p>}</LoadedView>)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your internet connection and try again.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Choose a new password')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
