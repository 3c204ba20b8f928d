import { readFileSync } from 'node:fs'
import type { ShapeRules } from './json-shape.js'

/** One documented request/answer pair, with where it is documented. */
export interface ContractExample {
  /** The method or route it documents (`getBalance`, `GET /address/:address`). */
  name: string
  /** The public page the shape was read from. */
  source: string
  /** What to send; `$name` strings are filled in by the test with live values. */
  request?: unknown
  /** The documented answer, written by us with the documented fields and types. */
  response: unknown
  rules?: ShapeRules
  /** Why a rule is there (a documented option, or a part the facade does not serve). */
  note?: string
}

export interface ContractFile {
  protocol: string
  /** What the facade serves, as documented. */
  examples: ContractExample[]
  /** Documented methods or routes the facade does not serve, with the protocol's refusal. */
  notServed: ContractExample[]
}

function isExample(value: unknown): value is ContractExample {
  if (value === null || typeof value !== 'object') return false
  const { name, source, response } = value as Record<string, unknown>
  return (
    typeof name === 'string' &&
    typeof source === 'string' &&
    /^https:\/\//.test(source) &&
    response !== undefined
  )
}

/** Reads a contract file; throws when an example lacks its name, source URL or answer. */
export function loadContract(url: URL): ContractFile {
  const parsed = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>
  const { protocol, examples, notServed = [] } = parsed
  if (typeof protocol !== 'string' || !Array.isArray(examples) || !Array.isArray(notServed)) {
    throw new Error(`${url.pathname}: needs protocol, examples and (optional) notServed`)
  }
  for (const example of [...examples, ...notServed]) {
    if (!isExample(example)) {
      throw new Error(`${url.pathname}: example without name, https source or response`)
    }
  }
  return {
    protocol,
    examples: examples as ContractExample[],
    notServed: notServed as ContractExample[],
  }
}

/** The example (served or not) named `name`; throws when the file has none. */
export function contractExample(file: ContractFile, name: string): ContractExample {
  const example = [...file.examples, ...file.notServed].find((entry) => entry.name === name)
  if (!example) throw new Error(`no contract example named ${name}`)
  return example
}

/**
 * A copy of `value` with `$name` placeholders filled from `values`: a string that is one
 * placeholder becomes the value itself (of any type); placeholders inside a longer string
 * (`/tx/$txid/status`) are replaced by the value's text. Unknown names throw.
 */
export function fillPlaceholders(
  value: unknown,
  values: Readonly<Record<string, unknown>>,
): unknown {
  const lookup = (key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`no value for placeholder $${key}`)
    return values[key]
  }
  if (typeof value === 'string') {
    const whole = /^\$([A-Za-z]\w*)$/.exec(value)
    if (whole) return lookup(whole[1]!)
    return value.replace(/\$([A-Za-z]\w*)/g, (_match, key: string) => String(lookup(key)))
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]),
    )
  }
  return value
}
