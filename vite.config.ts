import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { payloadsPlugin } from './scripts/build/vite/payloads.ts'
import { devSsrPlugin } from './scripts/build/vite/dev-ssr.ts'
import { chunkModulesPlugin } from './scripts/build/vite/chunk-modules.ts'
import { pseudoLocalePlugin } from './scripts/build/vite/pseudo.ts'
import { inlineScriptPlugin } from './scripts/build/vite/inline-script.ts'
import { lazyZodPlugin } from './scripts/build/vite/lazy-zod.ts'
import { SHELL_CHUNK_NAME, shellChunk } from './scripts/build/vite/shell-chunk.ts'
import { catalogPartsPlugin } from './scripts/build/vite/catalog-parts.ts'
import { fontDisplayOptional } from './scripts/build/postcss-font-display.ts'
import { localeCodePoints, scriptFontSubsets, scriptFontSubsetsVitePlugin } from './scripts/build/font-subsets.ts'
import type { LocaleCode } from './src/lib/i18n/locale-table.ts'
import { parseSiteEnv, SITE_ENV_KEYS, type SiteEnv } from './src/config/site-env.ts'
import { parseFirebaseEnv } from './src/config/firebase-env.ts'
import { analyticsConfiguredIn } from './src/config/firebase-demo.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * What every page loads on its first visit: the client entry's static imports, plus the modules
 * that declare themselves shell (`// @shell`, see the plugin). Page components, catalogs, on-demand
 * schemas and Firebase stay in chunks of their own.
 */
const shell = shellChunk({ entry: '/src/entry-client.tsx' })

const codePoints = new Map<LocaleCode, number[]>()
function codePointsOf(locale: LocaleCode): number[] {
  let set = codePoints.get(locale)
  if (!set) codePoints.set(locale, (set = localeCodePoints(root, locale)))
  return set
}

/**
 * Font files stay files: inlined into a stylesheet as data: URLs (Vite's default under 4 KB, which
 * many cut subsets are), every page of the locale would download them with its render-blocking CSS,
 * used or not. Other small assets inline as usual.
 */
const assetsInlineLimit = (file: string): false | undefined => (file.endsWith('.woff2') ? false : undefined)

// Script font subsets cut by the build (scripts/build/font-subsets.ts), kept between builds.
const fontCacheDir = `${root}node_modules/.cache/kinemo-fonts`

/** `__KINEMO_SITE_ENV__.<name>` for every setting, an unset one as `undefined` (src/config/env.ts). */
function siteEnvDefines(siteEnv: SiteEnv): Record<string, string> {
  const values = new Map<string, unknown>(Object.entries(siteEnv))
  const literal = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value))
  return Object.fromEntries(SITE_ENV_KEYS.map((key) => [`__KINEMO_SITE_ENV__.${key}`, literal(values.get(key))]))
}

/** The checked site origin, for what the build draws from it (the download page's QR codes). */
const siteUrlOf = (mode: string): string => parseSiteEnv(loadEnv(mode, root, 'VITE_')).VITE_SITE_URL

/**
 * The site's and Firebase's settings from one read of the `.env` files, checked here so a bad value
 * fails the build; src/config/env.ts and src/config/firebase-config.ts read them.
 */
function settingsDefines(mode: string) {
  const env = loadEnv(mode, root, 'VITE_')
  const firebase = parseFirebaseEnv(env)
  return {
    // One define per setting (src/config/env.ts), so the bundle never holds the whole object.
    ...siteEnvDefines(parseSiteEnv(env)),
    __KINEMO_FIREBASE_ENV__: JSON.stringify(firebase),
    // Only this one fact reaches every page (the cookie notice), never the settings themselves.
    __KINEMO_ANALYTICS_CONFIGURED__: JSON.stringify(analyticsConfiguredIn(env)),
    // A literal, so a production build drops the emulator-only code (and its chunk) altogether.
    __KINEMO_EMULATOR_BUILD__: JSON.stringify(firebase.useEmulators),
  }
}

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  appType: 'custom',
  define: {
    ...settingsDefines(mode),
    // See src/config/build-year.ts.
    __KINEMO_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, switched to jitless before any schema exists; see src/config/zod.ts.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/config/zod.ts', import.meta.url)) },
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/config/zod-mini.ts', import.meta.url)) },
    ],
  },
  css: {
    postcss: {
      plugins: [
        // Script fonts keep only the subsets their locale's text uses, cut to that text in the build (see the file).
        scriptFontSubsets({ codePointsFor: codePointsOf, cacheDir: command === 'build' ? fontCacheDir : undefined }),
        // Web fonts never swap in over text on screen, so they never shift the page (see the file).
        fontDisplayOptional(),
      ],
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    lazyZodPlugin(),
    react(),
    lingui({ macroTransform: true }),
    catalogPartsPlugin({ linguiConfig: `${root}lingui.config.ts` }),
    payloadsPlugin({ contentDir: `${root}content`, siteUrl: siteUrlOf(mode) }),
    devSsrPlugin({ contentDir: `${root}content`, siteUrl: siteUrlOf(mode) }),
    chunkModulesPlugin(),
    shell.plugin,
    inlineScriptPlugin(),
    pseudoLocalePlugin({ linguiConfig: `${root}lingui.config.ts` }),
    scriptFontSubsetsVitePlugin({ codePointsFor: codePointsOf, cacheDir: fontCacheDir }),
  ],
  build: isSsrBuild
    ? {
        outDir: '.build/server',
        emptyOutDir: true,
        copyPublicDir: false,
        // Minified like the client, so the functions the pages inline as source text
        // (src/features/consent/notice-script.ts) reach the HTML minified too.
        minify: true,
        assetsInlineLimit,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        assetsInlineLimit,
        target: 'es2022',
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: { groups: [{ name: SHELL_CHUNK_NAME, test: shell.isShellModule }] },
          },
        },
      },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
}))
