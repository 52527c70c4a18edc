import type { Plugin } from 'vite'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { pseudoCatalogModule } from '../../i18n/pseudo.ts'

export const PSEUDO_MODULE_ID = 'virtual:kinemo/pseudo-messages'
const RESOLVED_ID = `\0${PSEUDO_MODULE_ID}`

/**
 * `npm run dev` only: serves the pseudo-locale catalog, made from the English catalog on each
 * request so it follows every extract. The production build has no such module; the code that
 * imports it sits behind `import.meta.env.DEV` and is removed from the bundle.
 */
export function pseudoLocalePlugin(options: { linguiConfig: string }): Plugin {
  return {
    name: 'kinemo:pseudo-locale',
    apply: 'serve',
    resolveId(id) {
      return id === PSEUDO_MODULE_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const config = getConfig({ configPath: options.linguiConfig })
      const messages: Record<string, string> = {}
      for (const catalog of await getCatalogs(config)) {
        this.addWatchFile(catalog.getFilename(config.sourceLocale))
        const { messages: source } = await catalog.getTranslations(config.sourceLocale, {
          sourceLocale: config.sourceLocale,
          fallbackLocales: config.fallbackLocales,
        })
        Object.assign(messages, source)
      }
      return pseudoCatalogModule(messages)
    },
  }
}
