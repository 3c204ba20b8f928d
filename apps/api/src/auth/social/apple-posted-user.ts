import * as v from 'valibot'
import { UserName } from './social-identity.js'

/** The most of Apple's `user` field read (a name and an email are a few hundred characters). */
const MAX_LENGTH = 2048

const AppleUserSchema = v.object({
  name: v.optional(
    v.object({
      firstName: v.optional(v.pipe(v.string(), v.maxLength(100))),
      lastName: v.optional(v.pipe(v.string(), v.maxLength(100))),
    }),
  ),
})

/**
 * The name in the `user` JSON Apple posts to the callback on a user's first login only (its
 * id_token has no name). It comes through the browser unsigned, so it only ever names the user
 * on screen, never identifies them: the subject is the verified id_token's. Anything malformed
 * gives `undefined`.
 *
 * @example
 * nameOfAppleUser('{"name":{"firstName":"Ana","lastName":"Lima"},"email":"a@b.c"}') // 'Ana Lima'
 */
export function nameOfAppleUser(posted: string | undefined): string | undefined {
  if (!posted || posted.length > MAX_LENGTH) return undefined
  let json: unknown
  try {
    json = JSON.parse(posted)
  } catch {
    return undefined
  }
  const user = v.safeParse(AppleUserSchema, json)
  if (!user.success) return undefined
  const full = [user.output.name?.firstName, user.output.name?.lastName].filter(Boolean).join(' ')
  const name = v.safeParse(UserName, full)
  return name.success && name.output !== '' ? name.output : undefined
}
