/* Runs in the <head> of /getkinemo before anything paints, so the first paint already shows the
   visitor's store: it writes <html data-platform>, by which download-page.css picks the variant.
   Its test is platform.ts's detectPlatform (an inline script cannot import it); the tests hold both
   to the same cases. */
;(function (ua) {
  document.documentElement.dataset.platform = /android/i.test(ua)
    ? 'android'
    : /iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && navigator.maxTouchPoints > 1)
      ? 'ios'
      : 'desktop'
})(navigator.userAgent)
