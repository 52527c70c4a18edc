import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { build, type Plugin, type Rolldown } from 'vite'
import { declaresOnDemand, lazyZodPlugin, ON_DEMAND_MARKER } from './lazy-zod.ts'

// Inside the project, so `zod/mini` resolves from its node_modules.
const cache = join(import.meta.dirname, '../../../node_modules/.cache')
mkdirSync(cache, { recursive: true })
const dir = mkdtempSync(join(cache, 'lazy-zod-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

writeFileSync(
  join(dir, 'entry.js'),
  `import * as z from 'zod/mini'
console.log(z.enum(['en', 'de']).safeParse(location.hash).success)
document.body.onclick = () => import('./on-demand.js').then((m) => console.log(m.reply.safeParse({}).success))
`,
)
writeFileSync(
  join(dir, 'on-demand.js'),
  `import * as z from 'zod/mini'
export const reply = z.object({ email: z.email(), at: z.iso.datetime() })
`,
)

async function chunks(plugins: Plugin[]) {
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rolldownOptions: { input: join(dir, 'entry.js') } },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const all = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
  const entry = all.find((c) => c.isEntry)
  if (!entry) throw new Error('no entry chunk')
  return {
    entry: entry.code,
    onDemand: all
      .filter((c) => !c.isEntry)
      .map((c) => c.code)
      .join('\n'),
  }
}

describe('lazyZodPlugin', () => {
  it('keeps the schema types only an on-demand module uses out of the entry chunk', async () => {
    const { entry, onDemand } = await chunks([lazyZodPlugin({ onDemand: (id) => id.endsWith('/on-demand.js') })])
    expect(entry).toContain('ZodMiniEnum')
    expect(entry).not.toContain('ZodMiniEmail')
    expect(entry).not.toContain('ZodMiniISODateTime')
    expect(onDemand).toContain('ZodMiniEmail')
    expect(onDemand).toContain('ZodMiniISODateTime')
  })

  it('is needed: without it the bundler puts every schema type in the entry chunk', async () => {
    const { entry } = await chunks([])
    expect(entry).toContain('ZodMiniEmail')
  })
})

describe('the on-demand declaration', () => {
  it('is the line a module starts with, not a file name', () => {
    expect(declaresOnDemand(`${ON_DEMAND_MARKER}: loaded with payloads\nimport * as z from 'zod/mini'\n`)).toBe(true)
    expect(declaresOnDemand(`import * as z from 'zod/mini'\n${ON_DEMAND_MARKER}\n`)).toBe(false)
  })
})
