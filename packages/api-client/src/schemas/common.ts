import * as v from 'valibot'
import { sanitizeDisplayText } from './display-text.js'

/** A string of at most `max` characters (stops oversized fields). */
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** A non-empty string of at most `max` characters. */
export const nonEmptyText = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

/**
 * Text from outside that the kit shows (names, symbols): at most `max` characters as received,
 * then cleaned by `sanitizeDisplayText` (no bidi controls, zero-width or control characters).
 */
export const displayText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max),
    v.transform((raw) => sanitizeDisplayText(raw, max)),
  )

/** `displayText` that must keep something visible. */
export const nonEmptyDisplayText = (max: number) =>
  v.pipe(displayText(max), v.minLength(1, 'Nothing visible left'))

/** CAIP-2 network id, `namespace:reference`. */
export const Caip2Schema = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id'),
)

/** A 0x-prefixed 20-byte hex address (any case). */
export const EvmAddressSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address'),
)

/** An account address of any supported namespace (hex, base58, ss58, bech32): bounded charset. */
export const AccountAddressSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9a-zA-Z]{20,100}$/, 'Invalid address'),
)

/** A decimal integer as a string (token amounts beyond 2^53). */
export const IntegerStringSchema = v.pipe(v.string(), v.regex(/^\d{1,80}$/, 'Invalid integer'))

/** A decimal number as a string ("1.5", "100"). */
export const DecimalStringSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,80}(\.\d{1,80})?$/, 'Invalid decimal number'),
)

/** A finite, non-negative number. */
export const AmountSchema = v.pipe(v.number(), v.finite(), v.minValue(0))
