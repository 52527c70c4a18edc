import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importBoundaries } from './scripts/lint/boundaries.ts'

const noFocusedTests = {
  selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
  message: 'No focused or skipped tests.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.build',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/reference/dist',
      'functions/lib',
      'src/locales/*/messages.js',
      'src/locales/*/messages.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: "ImportExpression:not(CallExpression[callee.name='importOnce'] ImportExpression)",
          message: 'Import a lazily loaded module through importOnce (src/lib/import-once.ts), so callers share one import.',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps: wait for the state itself (an attribute, a request, expect.poll), or drive page.clock when time must pass.',
        },
        {
          selector: "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout']",
          message:
            'No fixed sleeps: wait for the state itself (an attribute, a request, expect.poll), or drive page.clock when time must pass.',
        },
        {
          selector: "ImportDeclaration[source.value='node:timers/promises']",
          message:
            'No fixed sleeps: wait for the state itself (an attribute, a request, expect.poll), or drive page.clock when time must pass.',
        },
      ],
    },
  },
  importBoundaries(import.meta.dirname),
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
)
