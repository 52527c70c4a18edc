import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const readme = readFileSync(join(root, 'README.md'), 'utf8')

/** The text of a `## title` section, up to the next `## ` heading. */
function section(markdown: string, title: string): string {
  return markdown.split(`\n## ${title}\n`)[1]?.split('\n## ')[0] ?? ''
}

/** Every Markdown file under `dir`, as paths relative to the project. */
function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return markdownFiles(full)
    return name.endsWith('.md') ? [relative(root, full)] : []
  })
}

/** The targets of a file's inline Markdown links and images, code spans and fenced blocks left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '')
}

describe('README', () => {
  it('lists exactly the scripts package.json has', () => {
    const listed = [...section(readme, 'Scripts').matchAll(/^\| `npm (?:run )?([\w:-]+)` \|/gm)].map((m) => m[1])
    expect(listed.sort()).toEqual(Object.keys(pkg.scripts).sort())
  })

  it('stays a front door: at most 10 KB', () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThanOrEqual(10 * 1024)
  })
})

describe('docs', () => {
  it('say why each dependency is there', () => {
    const reasons = section(readFileSync(join(root, 'docs/dependencies.md'), 'utf8'), 'Dependencies')
    for (const name of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]) {
      expect(reasons, name).toContain(`\`${name}\``)
    }
  })

  it('link only to files that exist', () => {
    const files = ['README.md', 'TRANSLATING.md', ...markdownFiles(join(root, 'docs'))]
    const broken = files.flatMap((file) =>
      linkTargets(readFileSync(join(root, file), 'utf8'))
        .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target) && !target.startsWith('#'))
        .map((target) => decodeURI(target.split('#')[0] ?? ''))
        .filter((path) => !existsSync(join(root, dirname(file), path)))
        .map((path) => `${file} -> ${path}`),
    )
    expect(broken).toEqual([])
  })
})

describe('package.json', () => {
  it('pins every dependency to an exact version', () => {
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/)
    }
  })
})
