import * as v from 'valibot'
import { nonEmptyText, text } from './common.js'

/** A smart session (granted permission context) kept for an account. */
export const SessionSchema = v.object({
  pci: nonEmptyText(200),
  caipAddress: nonEmptyText(200),
  expiry: v.pipe(v.number(), v.integer(), v.minValue(0)),
  createdAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  revokedAt: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  permissions: v.pipe(
    v.array(v.object({ type: text(100), data: v.optional(text(4000)) })),
    v.maxLength(50),
  ),
})
export type Session = v.InferOutput<typeof SessionSchema>

/** `GET /v1/sessions/{caipAddress}`. */
export const SessionsResponseSchema = v.object({
  pcis: v.pipe(v.array(SessionSchema), v.maxLength(500)),
})
export type SessionsResponse = v.InferOutput<typeof SessionsResponseSchema>

/** `POST /v1/sessions/{caipAddress}/revoke` answer. */
export const RevokeSessionResponseSchema = v.object({
  revoked: v.boolean(),
  pci: nonEmptyText(200),
})
export type RevokeSessionResponse = v.InferOutput<typeof RevokeSessionResponseSchema>
