/**
 * The import direction of src/, as ESLint rules: config <- lib <- components <- features <- app
 * <- routes. A feature never imports another feature (what two need goes down to lib or
 * components; composing them is the app's job), and no module takes part in an import cycle.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Linter } from 'eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

interface Zone {
  target: string | string[]
  from: string | string[]
  except?: string[]
  message: string
}

/** One zone per feature folder: it may import only from itself among the features. */
export function featureZones(features: readonly string[]): Zone[] {
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/lib or src/components, or compose them in src/app.',
  }))
}

export function layerZones(): Zone[] {
  const shell = ['./src/app', './src/routes', './src/entry-client.tsx', './src/entry-server.tsx']
  return [
    {
      target: ['./src/features', './src/components', './src/lib', './src/config'],
      from: shell,
      message: 'Only the app shell and the routes import the app.',
    },
    {
      target: './src/app',
      from: './src/routes',
      message: 'The app shell does not import route files; the router takes them from routeTree.gen.ts.',
    },
    { target: ['./src/components', './src/lib', './src/config'], from: './src/features', message: 'Shared code does not import features.' },
    { target: ['./src/lib', './src/config'], from: './src/components', message: 'lib and config do not import UI components.' },
    { target: './src/config', from: './src/lib', message: 'config is the bottom layer: it imports nothing of the app.' },
  ]
}

export function featureFolders(root: string): string[] {
  return readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** The flat-config entry for src/: the plugin, the TypeScript resolver (for `@/`), the rules. */
export function importBoundaries(root: string): Linter.Config {
  return {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX as unknown as NonNullable<Linter.Config['plugins']>[string] },
    settings: {
      // Which files the plugin parses to follow imports (TypeScript's, with its parser), and how it
      // resolves them (TypeScript's paths, for `@/`).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones(), ...featureZones(featureFolders(root))] }],
    },
  }
}
