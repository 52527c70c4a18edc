import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderInRouter } from '@/test/render-in-router'
import { SiteLayout } from './site-layout'
import { SiteErrorPage, SiteNotFoundPage } from './status-pages'

const noReset = () => undefined

describe('error and 404 pages in the site frame', () => {
  it('show the header and footer exactly once, whichever level they render at', async () => {
    await renderInRouter('en', () => <SiteErrorPage error={new Error('x')} reset={noReset} />)
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
    document.body.innerHTML = ''
    await renderInRouter('en', () => (
      <SiteLayout>
        <SiteErrorPage error={new Error('x')} reset={noReset} />
      </SiteLayout>
    ))
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong')
  })

  it('name a missing page in the page language, inside the frame', async () => {
    const heading = await renderInRouter('ar', () => <SiteNotFoundPage />)
    expect(heading).toHaveTextContent('تعذّر العثور على هذه الصفحة')
    expect(screen.getAllByRole('banner')).toHaveLength(1)
  })
})
