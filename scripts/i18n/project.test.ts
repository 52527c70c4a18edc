import { describe, expect, it } from 'vitest'
import { PAGE_LIST } from '../../src/lib/content/pages.ts'
import { ENGLISH_ONLY_PAGES } from './project.ts'

describe('the pages that may stay in English', () => {
  it('are the legal documents of the page table, and no other page', () => {
    expect([...ENGLISH_ONLY_PAGES].sort()).toEqual(['copyright_policy', 'license', 'privacy_and_cookie_policy'])
    for (const { key, feature } of PAGE_LIST) expect(ENGLISH_ONLY_PAGES.includes(key), key).toBe(feature === 'legal')
  })
})
