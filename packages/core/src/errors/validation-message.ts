import { ValidationError } from './adapter-errors.js'

/** The parts of a schema issue (valibot's `BaseIssue`) the spec's texts are made from. */
export interface SchemaIssueLike {
  readonly kind: string
  readonly expected: string | null
  readonly received: string
  readonly path?: readonly { readonly key: unknown }[] | undefined
}

/**
 * SPEC §8's validation text for one schema issue: "Required" for a missing value, "Expected X
 * received Y" for a value of the wrong type, "Invalid input" for anything else (a failed check on
 * a value of the right type). The validator's own wording ("Invalid type: Expected string but
 * received 1") never reaches a user.
 *
 * @example
 * validationMessage({ kind: 'schema', expected: 'string', received: '1' }) // 'Expected string received 1'
 */
export function validationMessage(issue: SchemaIssueLike): string {
  if (issue.received === 'undefined') return 'Required'
  if (issue.kind === 'schema' && issue.expected) {
    return `Expected ${issue.expected} received ${issue.received}`
  }
  return 'Invalid input'
}

/**
 * The one place schema issues become a user-facing error: a `ValidationError` whose message is
 * the spec's text for the first issue, the path of the bad field in `details`.
 */
export function validationErrorOf(
  issues: readonly [SchemaIssueLike, ...SchemaIssueLike[]],
): ValidationError {
  const [issue] = issues
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return new ValidationError(validationMessage(issue), path ? { details: `at ${path}` } : {})
}
