import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'
import { importBoundaries } from './boundaries.ts'

// A small tree with the site's folders, so the rules run on real files, as in `npm run lint`.
const root = mkdtempSync(join(tmpdir(), 'kinemo-lint-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

write({
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  'src/lib/format.ts': 'export const format = (n: number) => String(n)\n',
  'src/app/shell.ts': "import { promo } from '@/features/promo/promo'\nexport const shell = promo\n",
  'src/features/promo/promo.ts': "import { format } from '@/lib/format'\nexport const promo = format(1)\n",
  'src/features/home/home.ts': "export const home = 'home'\n",
})

async function lint(files: Record<string, string>) {
  write(files)
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ languageOptions: { parser: (await import('typescript-eslint')).parser } }, importBoundaries(root)],
  })
  const results = await eslint.lintFiles(Object.keys(files))
  return results.flatMap((result) => result.messages.map((message) => message.ruleId))
}

describe('import boundaries', () => {
  it('let a feature import shared code, and the app import features', async () => {
    expect(await lint({ 'src/features/home/uses-lib.ts': "import { format } from '@/lib/format'\nexport const x = format(2)\n" })).toEqual(
      [],
    )
    expect(await lint({ 'src/app/uses-feature.ts': "import { home } from '@/features/home/home'\nexport const y = home\n" })).toEqual([])
  })

  it('fail a feature that reaches into another feature', async () => {
    expect(await lint({ 'src/features/home/reach.ts': "import { promo } from '../promo/promo'\nexport const z = promo\n" })).toEqual([
      'import-x/no-restricted-paths',
    ])
  })

  it('fail shared code that imports the app or a feature', async () => {
    expect(await lint({ 'src/lib/up.ts': "import { shell } from '@/app/shell'\nexport const u = shell\n" })).toContain(
      'import-x/no-restricted-paths',
    )
    expect(await lint({ 'src/lib/up2.ts': "import { home } from '@/features/home/home'\nexport const v = home\n" })).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('fail an import cycle', async () => {
    const messages = await lint({
      'src/lib/a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'src/lib/b.ts': "import { a } from './a'\nexport const b = () => a\n",
    })
    expect(messages).toContain('import-x/no-cycle')
  })
})
