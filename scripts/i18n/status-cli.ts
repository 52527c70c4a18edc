/** `npm run i18n:status`: how complete each locale is, for the UI catalogs and for content/. */
import { PROJECT } from './project.ts'
import { checkStyle, loadLinguiConfig, readCatalogSets } from './run-checks.ts'
import { catalogUnits, type TextUnit } from './units.ts'
import { catalogStatus, contentStatus, percent, renderTable } from './status.ts'

const config = loadLinguiConfig(PROJECT)
const sourceLocale = PROJECT.sourceLocale
const catalogTexts: TextUnit[] = []

for (const { localeDir, byLocale } of await readCatalogSets(config, PROJECT.locales)) {
  const source = byLocale.get(sourceLocale)
  if (!source) {
    console.error(`No ${sourceLocale} catalog in ${localeDir}; run npm run i18n:extract.`)
    process.exitCode = 1
    continue
  }
  const rows = PROJECT.locales.map((locale) => {
    const target = byLocale.get(locale)
    if (target && locale !== sourceLocale) catalogTexts.push(...catalogUnits(source, target))
    const s = catalogStatus(source, target, locale)
    const label = locale === sourceLocale ? `${locale} (source)` : locale
    return [label, s.total, s.translated, s.missing, s.fuzzy, s.obsolete, percent(s.translated, s.total)]
  })
  console.log(`UI catalogs (${source.file.replace(`/${sourceLocale}/`, '/<locale>/')})\n`)
  console.log(renderTable(['Locale', 'Total', 'Translated', 'Missing', 'Fuzzy', 'Obsolete', 'Done'], rows))
}

const content = await contentStatus(PROJECT)
console.log(`\nContent (content/<locale>/*.json): texts in translatable pages; legal pages are English-only by design\n`)
console.log(
  renderTable(
    ['Locale', 'Total', 'Translated', 'Missing', 'Obsolete', 'Done', 'Pages', 'Legal (optional)'],
    content.map((c) => [
      c.locale === sourceLocale ? `${c.locale} (source)` : c.locale,
      c.total,
      c.translated,
      c.missing,
      c.obsolete,
      percent(c.translated, c.total),
      `${c.pages}/${c.pagesTotal}`,
      `${c.englishOnly}/${c.englishOnlyTotal}`,
    ]),
  ),
)
const style = await checkStyle(PROJECT, catalogTexts)
const count = (locale: string, check: string) => style.filter((p) => p.locale === locale && p.check === check).length
console.log(`\nStyle (catalogs and content): glossary terms (src/locales/<locale>/glossary.json), typography and form of address\n`)
console.log(
  renderTable(
    ['Locale', 'Glossary', 'Typography', 'Register'],
    PROJECT.locales.filter((l) => l !== sourceLocale).map((l) => [l, count(l, 'glossary'), count(l, 'typography'), count(l, 'register')]),
  ),
)
console.log('\nMissing content falls back to English. Run `npm run i18n:check` for the list of what to fix.')
