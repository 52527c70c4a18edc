/* Inlined after the footer, before the cookie notice's placement script, so it runs before the first
   layout. Marks a load on which the page is about to scroll somewhere: a reload, Back or Forward to a
   page no longer in memory (the router's inline script, further down, restores the position before
   hydration), or an address that targets a section by its fragment. Pages that leave their sections
   below the first screen unlaid until they have hydrated (.below-first-screen, global.css) lay them all out
   from the start, so that the scroll lands where the visitor left or meant to go. */
;(function () {
  var entry = performance.getEntriesByType('navigation')[0]
  var restoring = entry && (entry.type === 'reload' || entry.type === 'back_forward')
  if (restoring || location.hash.length > 1) document.documentElement.dataset.restoringScroll = ''
})()
