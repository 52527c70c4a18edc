/**
 * The reference "hello world" of the site's stack (React, TanStack Router, TanStack Query,
 * Lingui), compiled with the same plugins and targets as the site, so the benchmark can show
 * the stack's floor next to every real page.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'

const root = fileURLToPath(new URL('.', import.meta.url))
const configPath = `${root}lingui.config.ts`

export default defineConfig(({ isSsrBuild }) => ({
  root,
  appType: 'custom',
  logLevel: 'warn',
  plugins: [react(), lingui({ configPath, macroTransform: true })],
  build: isSsrBuild
    ? {
        outDir: `${root}.build/server`,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: `${root}src/entry-server.tsx`, output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: `${root}dist`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: `${root}src/entry-client.tsx` },
      },
}))
