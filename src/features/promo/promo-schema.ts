// @on-demand-schemas: no first load parses these; the build gives them a zod of their own (scripts/build/vite/lazy-zod.ts).
import * as z from 'zod/mini'

const text = z.string().check(z.trim(), z.minLength(1))

/** What Kinemo Pro unlocks; each id has its own icon on the page. */
export const PROMO_BENEFIT_IDS = ['no-watermark', 'premium-effects', 'cloud-backup'] as const
export type PromoBenefitId = (typeof PROMO_BENEFIT_IDS)[number]

/**
 * `content/<locale>/promo.json`. The code and the dates are facts, not copy: every locale
 * repeats them unchanged (a content test compares them with English).
 */
export const promoContentSchema = z
  .object({
    /** Upper-case letters and digits in dash-separated groups, the form the apply-code field normalises to. */
    code: z.string().check(z.regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, 'Use upper-case letters, digits and single dashes')),
    /** First and last day the code can be redeemed, inclusive, as ISO calendar dates. */
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    title: text,
    intro: text,
    benefits: z.array(z.object({ id: z.enum(PROMO_BENEFIT_IDS), title: text, text })).check(
      z.minLength(1),
      z.refine((list) => new Set(list.map((b) => b.id)).size === list.length, 'Each benefit appears once'),
    ),
    steps: z.array(text).check(z.minLength(1)),
    terms: z.array(text).check(z.minLength(1)),
  })
  .check(z.refine((promo) => promo.startsOn <= promo.endsOn, { message: 'endsOn is before startsOn', path: ['endsOn'] }))

export type PromoContent = z.infer<typeof promoContentSchema>
