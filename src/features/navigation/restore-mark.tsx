import source from './restore-mark.inline.js?inline-script'

/** The inline script that marks `<html data-restoring-scroll>` (restore-mark.inline.js). */
export const restoreMarkScript = source

/**
 * Rendered in the site layout after the footer, before anything measures the page. Only the server
 * writes its source: in the browser it is already in the page, and scripts React adds never run.
 */
export function RestoreMark() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreMarkScript : '' }} />
}
