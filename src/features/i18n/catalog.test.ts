import { describe, expect, it, vi } from 'vitest'
import { activateLocale, createI18n, loadMessages } from './catalog'

describe('catalog loading', () => {
  it('activates a locale only after its messages are loaded', async () => {
    const i18n = createI18n()
    const importer = vi.fn((file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } }))
    await activateLocale(i18n, 'ko', importer)
    expect(i18n.locale).toBe('ko')
    expect(i18n._('greeting')).toBe('hello from ko')
  })

  it('imports each catalog once', async () => {
    const importer = vi.fn(() => Promise.resolve({ messages: {} }))
    await loadMessages('th', importer)
    await loadMessages('th', importer)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('loads each real catalog as its own module with every extracted message', async () => {
    const [en, ar] = await Promise.all([loadMessages('en'), loadMessages('ar')])
    expect(Object.keys(en).length).toBeGreaterThan(10)
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort())
  })
})
