import * as v from 'valibot'
import { nonEmptyDisplayText, text } from './common.js'

/** A registered name (`GET /v1/profile/account/{name}`, items of reverse lookups). */
export const NameProfileSchema = v.object({
  name: nonEmptyDisplayText(255),
  registered: v.optional(v.pipe(v.number(), v.integer())),
  updated: v.optional(v.pipe(v.number(), v.integer())),
  /** Keyed by coin type (decimal string). */
  addresses: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^\d{1,10}$/)), v.object({ address: text(128) })),
    v.check((record) => Object.keys(record).length <= 100, 'Too many addresses'),
  ),
  attributes: v.optional(
    v.pipe(
      v.record(text(64), text(2048)),
      v.check((record) => Object.keys(record).length <= 50, 'Too many attributes'),
    ),
  ),
})
export type NameProfile = v.InferOutput<typeof NameProfileSchema>

/** `GET /v1/profile/reverse/{address}`. */
export const ReverseNamesSchema = v.pipe(v.array(NameProfileSchema), v.maxLength(100))

/** `GET /v1/profile/suggestions/{name}`. */
export const NameSuggestionsSchema = v.object({
  suggestions: v.pipe(
    v.array(v.object({ name: nonEmptyDisplayText(255), registered: v.boolean() })),
    v.maxLength(100),
  ),
})
export type NameSuggestions = v.InferOutput<typeof NameSuggestionsSchema>
