// Compares the shape of a JSON value (field names, kinds, nesting) with a documented example, so
// contract tests can hold our stand-in servers to a protocol without pinning their values.

/** Where a value's shape departs from the example, and how. */
export interface ShapeMismatch {
  path: string
  problem: string
}

/**
 * Paths are dotted field names from the root, `[]` for "any element of this array":
 * `result.value[].status`.
 */
export interface ShapeRules {
  /** Fields the example shows that an answer may leave out (documented as optional). */
  optional?: readonly string[]
  /** Values that may be null where the example shows a value (documented as `T | null`). */
  nullable?: readonly string[]
  /** Fields an answer may carry that the example does not show (documented elsewhere). */
  extra?: readonly string[]
  /** Objects keyed by data (e.g. fee targets): every value must match the example's first one. */
  maps?: readonly string[]
}

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' | 'undefined'

function kindOf(value: unknown): Kind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'boolean' || type === 'number' || type === 'string' || type === 'object') {
    return type
  }
  if (type === 'bigint') return 'number'
  return 'undefined'
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`)

/** Every way `actual` departs from the shape of `example`; empty when it fits. */
export function shapeMismatches(
  actual: unknown,
  example: unknown,
  rules: ShapeRules = {},
): ShapeMismatch[] {
  const out: ShapeMismatch[] = []
  const has = (list: readonly string[] | undefined, path: string) => list?.includes(path) ?? false

  const walk = (value: unknown, shape: unknown, path: string) => {
    const kind = kindOf(value)
    const expected = kindOf(shape)
    if (kind === 'null' && expected !== 'null' && has(rules.nullable, path)) return
    // A documented null (e.g. `err: null` on success) says nothing of the type it has otherwise.
    if (expected === 'null' && has(rules.nullable, path)) return
    if (kind !== expected) {
      out.push({ path: path || '(root)', problem: `is ${kind}, the protocol shows ${expected}` })
      return
    }
    if (kind === 'array') {
      const items = shape as unknown[]
      // An empty example array documents the container only.
      if (items.length === 0) return
      ;(value as unknown[]).forEach((item, index) => {
        // An element fits when it matches any of the example's elements (e.g. an object or null).
        const attempts = items.map((candidate) => {
          const before = out.length
          walk(item, candidate, `${path}[]`)
          return out.splice(before)
        })
        if (attempts.some((problems) => problems.length === 0)) return
        const best = attempts.reduce((a, b) => (b.length < a.length ? b : a))
        for (const problem of best) out.push({ ...problem, path: `${problem.path} (#${index})` })
      })
      return
    }
    if (kind !== 'object') return
    const object = value as Record<string, unknown>
    const template = shape as Record<string, unknown>
    if (has(rules.maps, path)) {
      const first = Object.values(template)[0]
      for (const [key, item] of Object.entries(object)) walk(item, first, join(path, key))
      return
    }
    for (const key of Object.keys(template)) {
      const child = join(path, key)
      if (!(key in object) || object[key] === undefined) {
        if (!has(rules.optional, child)) out.push({ path: child, problem: 'is missing' })
        continue
      }
      walk(object[key], template[key], child)
    }
    for (const key of Object.keys(object)) {
      const child = join(path, key)
      if (!(key in template) && !has(rules.extra, child)) {
        out.push({ path: child, problem: 'is not in the protocol' })
      }
    }
  }

  walk(actual, example, '')
  return out
}

/** The mismatches as lines for an assertion message. */
export function describeMismatches(mismatches: readonly ShapeMismatch[]): string[] {
  return mismatches.map(({ path, problem }) => `${path} ${problem}`)
}
