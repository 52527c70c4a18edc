/**
 * The contract of the `applyCode` callable Cloud Function, requests side. The function belongs to
 * the app's backend; this module and `reply-contract.ts` are the one description of what goes in
 * and what comes out, shared by the web client and the emulator fixture in functions/ (which
 * validates every request and reply). Relative imports only: Node loads both in the fixture.
 *
 * Request: `{ code }`, the code already normalised by `normalizeCode`.
 * Errors: the callable fails with `unauthenticated` when no user is signed in, and with
 * `invalid-argument` when the request does not match `applyCodeRequestSchema`.
 * Replies: see `reply-contract.ts`. They are a module of their own because only the code that
 * calls the function needs them, and it loads with Firebase: the page's first load carries the
 * code pattern, not the reply schemas.
 */
import * as z from 'zod/mini'

export const APPLY_CODE_FUNCTION = 'applyCode'

/** Codes are 4 to 32 ASCII letters and digits once spaces and dashes are removed. */
export const CODE_PATTERN = /^[A-Z0-9]{4,32}$/

/**
 * The canonical form of a code as a person may type or paste it: full-width characters folded
 * (NFKC), upper case, and every space and dash (of any Unicode kind) removed, so
 * ` kinemo–pro 30 ` and `KINEMO-PRO-30` are the same code.
 */
export function normalizeCode(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\p{Pd}\u2212_.]+/gu, '')
}

// Built on first use (`z.lazy`, marked pure): the browser imports this module for the pattern only, and
// a schema built at load (`.check()` is a call the bundler cannot prove pure) kept zod's pipe and object in the shell.
export const codeSchema = /* @__PURE__ */ z.lazy(() => z.pipe(z.pipe(z.string(), z.transform(normalizeCode)), z.string().check(z.regex(CODE_PATTERN, { message: 'invalid-format' }))))

export const applyCodeRequestSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ code: z.string().check(z.regex(CODE_PATTERN)) }))
export type ApplyCodeRequest = z.infer<typeof applyCodeRequestSchema>
