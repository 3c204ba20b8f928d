import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'

/** An error answered to the client as `{ status, reasons: [{ field?, description }] }`. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ContentfulStatusCode
  readonly field: string | undefined
  constructor(status: ContentfulStatusCode, message: string, field?: string, cause?: unknown) {
    super(message, { cause })
    this.status = status
    this.field = field
  }

  toBody() {
    return {
      status: this.status,
      reasons: [{ ...(this.field ? { field: this.field } : {}), description: this.message }],
    }
  }
}

/**
 * Validates `input` with an api-client schema; a failure is a 400 naming the first bad field
 * (valibot's message, e.g. "Invalid type: Expected string but received 1").
 */
export function validate<T>(schema: v.GenericSchema<unknown, T>, input: unknown, what: string): T {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  const path = issue.path?.map((item) => String(item.key)).join('.')
  // Our schemas' own messages already say what is invalid ("Invalid name"); valibot's generic
  // ones ("Invalid type: Expected string ...") get the part named first.
  const message = /^Invalid [a-z -]+$/i.test(issue.message)
    ? issue.message
    : `Invalid ${what}: ${issue.message}`
  throw new ApiError(400, message, path || undefined)
}
