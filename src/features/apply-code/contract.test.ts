import { describe, expect, it } from 'vitest'
import { applyCodeRequestSchema, codeSchema, normalizeCode } from './contract'

describe('normalizeCode', () => {
  it.each([
    ['KINEMO-PRO-30', 'KINEMOPRO30'],
    ['  kinemo pro 30  ', 'KINEMOPRO30'],
    ['kinemo–pro—30', 'KINEMOPRO30'],
    ['Kinemo_Pro.30', 'KINEMOPRO30'],
    ['ＫＩＮＥＭＯ－ＰＲＯ－３０', 'KINEMOPRO30'],
    ['kinemo\tpro\n30', 'KINEMOPRO30'],
  ])('%j -> %s', (raw, expected) => {
    expect(normalizeCode(raw)).toBe(expected)
  })
})

describe('codeSchema', () => {
  it('accepts what normalises to 4-32 letters and digits', () => {
    expect(codeSchema.parse(' welcome-2024 ')).toBe('WELCOME2024')
  })

  it.each(['', 'ab', 'x!', 'КИНЕМО', 'A'.repeat(33), 'code?'])('rejects %j', (raw) => {
    expect(codeSchema.safeParse(raw).success).toBe(false)
  })
})

describe('contract schemas', () => {
  it('accepts a normalised request only', () => {
    expect(applyCodeRequestSchema.safeParse({ code: 'KINEMOPRO30' }).success).toBe(true)
    expect(applyCodeRequestSchema.safeParse({ code: 'kinemo-pro-30' }).success).toBe(false)
    expect(applyCodeRequestSchema.safeParse({ code: 'KINEMOPRO30', uid: 'someone-else' }).success).toBe(false)
  })
})
