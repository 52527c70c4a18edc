import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { UnknownMiddlewareError, reportChunkFailure } from './failure'
import { RELOAD_GUARD_KEY } from './reload-guard'
import { renderInRouter } from '@/test/render-in-router'
import { ErrorPage } from './error-page'

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

const noReset = () => undefined

describe('error page', () => {
  afterEach(() => {
    sessionStorage.clear()
    onlineManager.setOnline(true)
  })

  it('shows "Unknown middleware {name}" with status 500, translated', async () => {
    const error = new UnknownMiddlewareError('analytics')
    for (const [locale, text] of [
      ['en', 'Unknown middleware analytics'],
      ['de', 'Unbekannte Middleware analytics'],
      ['ar', 'برمجية وسيطة غير معروفة analytics'],
    ] as const) {
      const heading = await renderInRouter(locale, () => <ErrorPage error={error} reset={noReset} />)
      expect(heading).toHaveTextContent(text)
      expect(screen.getByText('500')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /try again|erneut/i })).not.toBeInTheDocument()
      document.body.innerHTML = ''
    }
  })

  it('takes a data failure status from the error and offers a retry', async () => {
    const heading = await renderInRouter('en', () => <ErrorPage error={new HttpError(404)} reset={noReset} />)
    expect(heading).toHaveTextContent('This page could not be found')
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/')
  })

  it('answers anything without a status with 500', async () => {
    const heading = await renderInRouter('ja', () => <ErrorPage error={new Error('Malformed payload for ja/promo')} reset={noReset} />)
    expect(heading).toHaveTextContent('問題が発生しました')
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'もう一度試す' })).toBeInTheDocument()
  })

  it('says the visitor is offline when a request failed without a connection', async () => {
    onlineManager.setOnline(false)
    const heading = await renderInRouter('en', () => <ErrorPage error={new TypeError('Failed to fetch')} reset={noReset} />)
    expect(heading).toHaveTextContent("You're offline")
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('stops reloading for a missing chunk when this page was just reloaded', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path: window.location.pathname, at: Date.now() }))
    const error = new TypeError('Failed to fetch dynamically imported module: https://kinemo.app/assets/promo-x.js')
    reportChunkFailure(error)
    const heading = await renderInRouter('en', () => <ErrorPage error={error} reset={noReset} />)
    expect(heading).toHaveTextContent('This page could not be loaded')
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument()
  })
})
