import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, declaresShell, SHELL_MARKER, shellChunk, staticGraphOf, withCompileHint } from './shell-chunk.ts'

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

describe('the shell declaration', () => {
  it('is the line a module starts with, wherever the module lives', () => {
    expect(declaresShell(`${SHELL_MARKER}: every page runs it\nexport const a = 1\n`)).toBe(true)
    expect(declaresShell(`export const a = 1\n${SHELL_MARKER}\n`)).toBe(false)
    const dir = mkdtempSync(join(tmpdir(), 'shell-'))
    try {
      const file = (path: string, source: string) => {
        mkdirSync(join(dir, path, '..'), { recursive: true })
        writeFileSync(join(dir, path), source)
        return join(dir, path)
      }
      const { isShellModule } = shellChunk({ entry: '/src/entry-client.tsx' })
      expect(isShellModule(file('src/lib/hook.ts', `${SHELL_MARKER}: every page\nexport const a = 1\n`))).toBe(true)
      expect(isShellModule(file('src/features/x/hook.ts', `${SHELL_MARKER}: every page\nexport const a = 1\n`))).toBe(true)
      expect(isShellModule(file('src/lib/helper.ts', 'export const b = 2\n'))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
