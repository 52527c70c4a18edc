/* Runs in <head> of the unprefixed home page before anything paints, so a visitor whose cookie or
   browser asks for another language never sees the English page flash. Its tag matcher is detect.ts's
   matchTag (an inline script cannot import it); the tests hold both to the same cases. The config placeholder at the end is filled in at build time. */
;(function (cfg) {
  if (location.pathname !== '/') return
  function go(path) {
    location.replace(path + location.search + location.hash)
  }
  if (cfg.rootRedirect) return go(cfg.rootRedirect)
  function has(code) {
    return cfg.supported.indexOf(code) !== -1
  }
  function readCookie() {
    var parts = document.cookie.split(';')
    for (var i = 0; i < parts.length; i++) {
      var eq = parts[i].indexOf('=')
      if (eq === -1 || parts[i].slice(0, eq).trim() !== cfg.cookie) continue
      try {
        return decodeURIComponent(parts[i].slice(eq + 1).trim())
      } catch {
        return ''
      }
    }
    return ''
  }
  function matchTag(tag) {
    try {
      var canonical = Intl.getCanonicalLocales(String(tag).trim())[0]
      if (!canonical) return ''
      var loc = new Intl.Locale(canonical)
      // Only Chinese needs its script inferred (and `und` its language); maximize() loads CLDR data.
      if (loc.language === 'zh' || !loc.language || loc.language === 'und') loc = loc.maximize()
      if (loc.language === 'zh') {
        var zh = loc.script === 'Hant' ? 'zh-TW' : 'zh-CN'
        return has(zh) ? zh : ''
      }
      return has(loc.language) ? loc.language : ''
    } catch {
      return ''
    }
  }
  var target = readCookie()
  if (!has(target)) {
    target = ''
    var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || '']
    for (var j = 0; j < list.length && !target; j++) target = matchTag(list[j])
  }
  if (target && target !== cfg.fallback) go('/' + target)
  // eslint-disable-next-line no-undef -- filled in by root-detect-script.ts
})(__CONFIG__)
