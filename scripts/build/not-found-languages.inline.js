/* The 404 page's first-paint script (not-found-languages.ts): inlined right after the template of
   every language's status section, it shows the path's before the first frame. Both leave the page
   at once, so the English page hydrates into exactly the markup it rendered. A `lang` attribute
   selector ignores case, as the app's prefix redirects do. */
;(function () {
  var doc = document
  var script = doc.currentScript
  var template = script && script.previousElementSibling
  if (!template || !template.content) return
  template.remove()
  script.remove()
  var words = template.content.querySelector('[lang="' + CSS.escape(location.pathname.split('/')[1] || '') + '"]')
  var shown = doc.querySelector('.status-page')
  if (!words || !shown) return
  var html = doc.documentElement
  // The app renders the page afresh rather than hydrating markup made in another language (document-locale.ts).
  html.dataset.renderedLang = html.lang
  html.lang = words.lang
  html.dir = words.dir
  doc.title = words.dataset.title
  shown.replaceWith(words)
})()
