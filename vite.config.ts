import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { payloadsPlugin } from './scripts/vite-plugin-payloads.ts'
import { devSsrPlugin } from './scripts/vite-plugin-dev-ssr.ts'
import { chunkModulesPlugin } from './scripts/vite-plugin-chunk-modules.ts'
import { pseudoLocalePlugin } from './scripts/vite-plugin-pseudo.ts'
import { fontDisplayOptional } from './scripts/postcss-font-display.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
  appType: 'custom',
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, switched to jitless before any schema exists; see src/config/zod.ts.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/config/zod.ts', import.meta.url)) },
    ],
  },
  // Web fonts never swap in over text on screen, so they never shift the page (see the file).
  css: { postcss: { plugins: [fontDisplayOptional()] } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    payloadsPlugin({ contentDir: `${root}content` }),
    devSsrPlugin({ contentDir: `${root}content` }),
    chunkModulesPlugin(),
    pseudoLocalePlugin({ linguiConfig: `${root}lingui.config.ts` }),
  ],
  build: isSsrBuild
    ? {
        outDir: '.build/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
}))
