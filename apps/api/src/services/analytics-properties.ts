import { ApiError } from '../http/api-error.js'

/** Limits on an analytics event's `properties`: they are stored as they come. */
export interface PropertyLimits {
  /** Keys and array items counted over the whole tree. */
  maxEntries: number
  /** Nesting below `properties` itself (1 = flat values only). */
  maxDepth: number
  /** Serialized JSON size in bytes. */
  maxBytes: number
}

export const DEFAULT_PROPERTY_LIMITS: PropertyLimits = {
  maxEntries: 50,
  maxDepth: 3,
  maxBytes: 2048,
}

/**
 * Checks `properties` against the limits, iteratively (a deeply nested value must not be walked
 * by recursion, nor reach the database, whose JSON parser refuses deep trees with a 500).
 * Answers 400 naming the limit.
 */
export function checkProperties(properties: unknown, limits: PropertyLimits): void {
  if (properties === undefined) return
  let entries = 0
  const stack: { value: unknown; depth: number }[] = [{ value: properties, depth: 0 }]
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number }
    if (value === null || typeof value !== 'object') continue
    if (depth >= limits.maxDepth) {
      throw new ApiError(
        400,
        `Invalid properties: nested deeper than ${limits.maxDepth}`,
        'props.properties',
      )
    }
    const children = Array.isArray(value) ? value : Object.values(value)
    entries += children.length
    if (entries > limits.maxEntries) {
      throw new ApiError(
        400,
        `Invalid properties: more than ${limits.maxEntries} entries`,
        'props.properties',
      )
    }
    for (const child of children) stack.push({ value: child, depth: depth + 1 })
  }
  if (Buffer.byteLength(JSON.stringify(properties)) > limits.maxBytes) {
    throw new ApiError(
      400,
      `Invalid properties: larger than ${limits.maxBytes} bytes`,
      'props.properties',
    )
  }
}
