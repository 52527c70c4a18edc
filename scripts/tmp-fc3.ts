import { readFileSync, readdirSync } from 'node:fs'
import { parseUnicodeRange } from './font-subsets.ts'
const css = readdirSync('dist/assets').filter((f) => f.startsWith('latin-') && f.endsWith('.css')).map((f) => readFileSync('dist/assets/' + f, 'utf8')).join('')
const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!).find((f) => f.includes(process.argv[2]!))!
const rest = parseUnicodeRange(/unicode-range:\s*([^;}]+)/.exec(face)![1]!)
console.log(/unicode-range:\s*([^;}]+)/.exec(face)![1]!)
for (const f of process.argv.slice(3)) {
  const t = readFileSync(f, 'utf8')
  const found = new Set<string>()
  for (const ch of t) { const cp = ch.codePointAt(0)!; if (rest.some(([a, b]) => cp >= a && cp <= b)) found.add('U+' + cp.toString(16)) }
  console.log(f, [...found])
}
