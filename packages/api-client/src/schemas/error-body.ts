import * as v from 'valibot'

/** One reason in an error body: `{ description }` or `{ message }`, optionally the field at fault. */
export const ErrorReasonSchema = v.object({
  field: v.optional(v.pipe(v.string(), v.maxLength(200))),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  message: v.optional(v.pipe(v.string(), v.maxLength(2000))),
})

/** The error body the data API answers with: `{ status?, reasons: [...] }`. */
export const ErrorBodySchema = v.object({
  status: v.optional(v.number()),
  reasons: v.pipe(v.array(ErrorReasonSchema), v.maxLength(50)),
})

export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>
