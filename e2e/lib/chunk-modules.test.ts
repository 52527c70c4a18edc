import { describe, expect, it } from 'vitest'
import { firebaseModulesIn, isFirebaseModule, packageModulesInTwoChunks, packageOf } from './chunk-modules.ts'

describe('module ids', () => {
  it('name their package, scoped or not, including nested node_modules', () => {
    expect(packageOf('node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom')
    expect(packageOf('node_modules/@firebase/auth/dist/esm/index.js')).toBe('@firebase/auth')
    expect(packageOf('node_modules/a/node_modules/@b/c/x.js')).toBe('@b/c')
    expect(packageOf('src/features/home/home-page.tsx')).toBeUndefined()
  })
})

describe('Firebase detection', () => {
  it('recognises the facade and every @firebase package, nothing else', () => {
    expect(isFirebaseModule('node_modules/firebase/app/dist/esm/index.esm.js')).toBe(true)
    expect(isFirebaseModule('node_modules/@firebase/analytics/dist/esm/index.esm.js')).toBe(true)
    expect(isFirebaseModule('node_modules/firebase-tools/lib/index.js')).toBe(false)
    expect(isFirebaseModule('src/features/auth/firebase-client.ts')).toBe(false)
  })

  it('lists the Firebase modules of the given chunks only', () => {
    const map = {
      chunks: {
        'assets/entry.js': ['node_modules/react/index.js'],
        'assets/auth.js': ['src/features/auth/x.ts', 'node_modules/@firebase/auth/dist/esm/index.js'],
      },
    }
    expect(firebaseModulesIn(['assets/entry.js'], map)).toEqual([])
    expect(firebaseModulesIn(['assets/entry.js', 'assets/auth.js'], map)).toEqual([
      { file: 'assets/auth.js', modules: ['node_modules/@firebase/auth/dist/esm/index.js'] },
    ])
  })
})

describe('package modules in two chunks', () => {
  const map = {
    chunks: {
      'assets/shell.js': ['node_modules/zod/v4/core/core.js', 'src/routes/{-$lang}/index.tsx'],
      'assets/index.js': ['src/routes/{-$lang}/index.tsx'],
      'assets/zod-mini.js': ['node_modules/zod/v4/core/core.js'],
    },
  }

  it('names a library module that two chunks of one load both carry', () => {
    expect(packageModulesInTwoChunks(['assets/shell.js', 'assets/zod-mini.js'], map)).toEqual([
      { module: 'node_modules/zod/v4/core/core.js', files: ['assets/shell.js', 'assets/zod-mini.js'] },
    ])
  })

  it('ignores project files (a route split across chunks) and chunks the load does not include', () => {
    expect(packageModulesInTwoChunks(['assets/shell.js', 'assets/index.js'], map)).toEqual([])
  })
})
