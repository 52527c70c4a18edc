/* Inlined after the footer, before the cookie notice's placement script, so it runs before the first
   layout. Marks a load on which a scroll position is about to be restored (a reload, Back or Forward
   to a page no longer in memory): a page that leaves its sections below the first screen unlaid until
   it has hydrated (src/features/home/home.css) lays them all out then, so that the position restored
   before hydration (the router's inline script, further down) lands on what the visitor left. */
;(function () {
  var entry = performance.getEntriesByType('navigation')[0]
  if (entry && (entry.type === 'reload' || entry.type === 'back_forward')) document.documentElement.dataset.restoringScroll = ''
})()
