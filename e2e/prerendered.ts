import type { APIRequestContext } from '@playwright/test'

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}

/** The main heading and title a page has in its prerendered HTML: what the client must show after navigating there. */
export async function prerendered(request: APIRequestContext, path: string): Promise<{ h1: string; title: string }> {
  const html = await (await request.get(path)).text()
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]
  if (h1 === undefined || title === undefined) throw new Error(`${path} has no prerendered h1 or title`)
  return { h1: decode(h1), title: decode(title) }
}
