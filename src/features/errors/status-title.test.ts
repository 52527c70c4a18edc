import { describe, expect, it } from 'vitest'
import { loadCatalog } from '@/lib/i18n/catalog'
import { statusTitle } from './status-title'

describe('status title', () => {
  it('names a not-found page in the page language', async () => {
    const i18n = await loadCatalog('ar')
    expect(statusTitle(i18n, [{ status: 'success', _notFound: true }])).toBe('تعذّر العثور على هذه الصفحة · Kinemo')
  })

  it('names a failed page, and leaves working pages to their own titles', async () => {
    const i18n = await loadCatalog('en')
    expect(statusTitle(i18n, [{ status: 'success' }, { status: 'error' }])).toBe('Something went wrong · Kinemo')
    expect(statusTitle(i18n, [{ status: 'success' }, { status: 'success' }])).toBeUndefined()
  })
})
