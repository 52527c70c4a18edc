import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { minifyInlineScript } from './inline-script.ts'

const source = `/* A note for whoever edits this file, not for visitors. */
;(function (config) {
  // Doubles the configured number.
  var doubled = config.value * 2
  result.push(doubled)
})(__CONFIG__)
`

describe('minifyInlineScript', () => {
  it('drops comments and whitespace and keeps what the script does, its config placeholder included', () => {
    const minified = minifyInlineScript(source, 'example.inline.js')
    expect(minified.length).toBeLessThan(source.length / 2)
    expect(minified).not.toContain('note')
    expect(minified).not.toContain('Doubles')
    expect(minified.split('__CONFIG__')).toHaveLength(2)
    const result: number[] = []
    runInNewContext(minified.replace('__CONFIG__', '{"value":21}'), { result })
    expect(result).toEqual([42])
  })

  it('refuses a script that does not parse, naming the file', () => {
    expect(() => minifyInlineScript('(function () {', 'broken.inline.js')).toThrow(/broken\.inline\.js/)
  })
})
