import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, staticGraphOf, withCompileHint } from './shell-chunk.ts'

describe('shell chunk', () => {
  const imports: Record<string, string[]> = {
    entry: ['router', 'react'],
    router: ['routes', 'react'],
    routes: ['router'],
    react: [],
    // A page component: only a dynamic import reaches it, so it is not in the graph below.
    page: ['firebase'],
  }
  const graph = { staticImportsOf: (id: string) => imports[id] }

  it('holds every module the entry reaches through static imports, cycles included', () => {
    expect([...staticGraphOf('entry', graph)].sort()).toEqual(['entry', 'react', 'router', 'routes'])
  })

  it('leaves out what only a dynamic import reaches, and modules outside the graph', () => {
    const shell = staticGraphOf('entry', graph)
    expect(shell.has('page')).toBe(false)
    expect(shell.has('firebase')).toBe(false)
    expect(staticGraphOf('missing', graph).size).toBe(0)
  })

  it('puts the compile hint on the first line, once', () => {
    const code = 'const __vite__mapDeps=0;\nimport"./a.js"'
    expect(withCompileHint(code).split('\n')[0]).toBe(COMPILE_HINT)
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code))
  })
})
