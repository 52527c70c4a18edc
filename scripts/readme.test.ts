import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const readme = readFileSync(join(root, 'README.md'), 'utf8')

describe('README', () => {
  it('lists exactly the scripts package.json has', () => {
    const section = readme.split('## Scripts')[1]?.split('\n## ')[0] ?? ''
    const listed = [...section.matchAll(/^\| `npm (?:run )?([\w:-]+)` \|/gm)].map((m) => m[1])
    expect(listed.sort()).toEqual(Object.keys(pkg.scripts).sort())
  })

  it('says why each dependency is there', () => {
    const section = readme.split('## Dependencies')[1] ?? ''
    for (const name of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]) {
      expect(section, name).toContain(`\`${name}\``)
    }
  })

  it('pins every dependency to an exact version', () => {
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/)
    }
  })
})
