import { describe, expect, it } from 'vitest'
import { normalizeModuleId } from './chunk-modules.ts'

describe('module ids', () => {
  it('are made relative to the project and lose queries and the virtual-module prefix', () => {
    expect(normalizeModuleId('/repo/node_modules/react/index.js', '/repo')).toBe('node_modules/react/index.js')
    expect(normalizeModuleId('/repo/src/routes/{-$lang}/promo.tsx?tsr-split=component', '/repo/')).toBe('src/routes/{-$lang}/promo.tsx')
    expect(normalizeModuleId('\0vite/preload-helper.js', '/repo')).toBe('vite/preload-helper.js')
  })
})
