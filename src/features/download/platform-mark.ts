import source from './platform-mark.inline.js?inline-script'

/**
 * The inline `<head>` script of /getkinemo (platform-mark.inline.js). A module of its own, so the route
 * that names it does not pull the download page's code into the shell; the client never renders it.
 */
export const platformMarkScript = source
