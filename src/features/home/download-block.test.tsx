import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { STORES } from '@/config/site'
import { renderWithI18n } from '@/test/render-with-i18n'
import { DownloadBlock } from './download-block'

describe('DownloadBlock', () => {
  it('offers both stores with their badges, links from the store config (Play in the page language) and the minimum OS versions', () => {
    renderWithI18n(<DownloadBlock heading="Start creating for free" body="Download Kinemo." locale="zh-TW" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Start creating for free' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', STORES.ios.url)
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', `${STORES.android.url}&hl=zh-TW`)
    expect(screen.getByText(`Works on ${STORES.ios.minOs} or later and ${STORES.android.minOs} or later.`)).toBeInTheDocument()
  })
})
