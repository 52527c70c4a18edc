/**
 * Request side of the `applyCode` callable's contract, shared with the emulator fixture in
 * functions/ (relative imports only: Node loads it there).
 * Request: `{ code }`, already normalised by `normalizeCode`.
 * Errors: `unauthenticated` when no user is signed in, `invalid-argument` when the request does not
 * match `applyCodeRequestSchema`.
 * Replies live in `reply-contract.ts`, so the page's first load carries the code pattern, not the reply schemas.
 */
import * as z from 'zod/mini'
import { CODE_PATTERN, normalizeCode } from './code-pattern.ts'

export { CODE_PATTERN, normalizeCode }

export const APPLY_CODE_FUNCTION = 'applyCode'

// Built on first use (`z.lazy`, marked pure): the browser imports this module for the pattern only, and
// a schema built at load (`.check()` is a call the bundler cannot prove pure) kept zod's pipe and object in the shell.
export const codeSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(z.pipe(z.string(), z.transform(normalizeCode)), z.string().check(z.regex(CODE_PATTERN, { message: 'invalid-format' }))),
)

export const applyCodeRequestSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ code: z.string().check(z.regex(CODE_PATTERN)) }))
export type ApplyCodeRequest = z.infer<typeof applyCodeRequestSchema>
