/* Runs in the <head> of /applycode, after Safari's app banner meta and before the page is painted or
   hydrated: a promo link's `?code=` goes on to the app as part of the banner's argument. It reads the
   code as the page does (TanStack Router's parseSearch: one `code`, JSON-parsed when it starts like
   JSON; apply-code-search.ts's length limit; contract's normalizeCode and CODE_PATTERN) and appends
   exactly what the page's head renders (banner-code.ts), so hydration finds this meta as it is and
   React keeps it instead of adding a second. The config placeholder at the end is filled in at build time. */
;(function (cfg) {
  var meta = document.querySelector('meta[name="apple-itunes-app"]')
  var codes = new URLSearchParams(location.search).getAll('code')
  if (!meta || codes.length !== 1) return
  var code = codes[0]
  if (/^(?:\s|["[{\d-]|fa|nu|tr)/.test(code))
    try {
      code = JSON.parse(code)
    } catch {
      // not JSON: the text itself, as the router keeps it
    }
  if (typeof code === 'number' || typeof code === 'boolean') code = String(code)
  if (typeof code !== 'string' || code.length > cfg.max) return
  code = code.normalize('NFKC').toUpperCase().replace(new RegExp(cfg.separators, 'gu'), '')
  if (new RegExp(cfg.pattern).test(code)) meta.content += '?code=' + code
  // eslint-disable-next-line no-undef -- filled in by banner-code.ts
})(__CONFIG__)
