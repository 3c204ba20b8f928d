import * as v from 'valibot'
import { type NameProfile, NameProfileSchema } from './profile.js'

/** What a registration asked for: the label signed, by whom, under which coin type (ENSIP-11). */
export interface RegistrationRequest {
  /** The label alone (`alice`); the service answers it under its zone suffix. */
  label: string
  address: string
  coinType: number
}

/**
 * The profile a name service answered to `POST /v1/profile/account`, if it confirms `request`:
 * a valid profile (`NameProfileSchema`, its name cleaned for display) whose name is the label
 * (alone or under a zone suffix, case-insensitive, as services lower-case names) and whose
 * address for the coin type is the registering one. Anything else is `undefined`: the
 * registration did not happen as asked, whatever the status code said. One place for the kit
 * and any other caller, so a success that is not one cannot be reported.
 *
 * @example
 * const profile = confirmedRegistration(answer, { label: 'alice', address, coinType: 60 })
 * if (!profile) throw new Error('not registered')
 */
export function confirmedRegistration(
  answer: unknown,
  request: RegistrationRequest,
): NameProfile | undefined {
  const parsed = v.safeParse(NameProfileSchema, answer)
  if (!parsed.success) return undefined
  const profile = parsed.output
  const name = profile.name.toLowerCase()
  const label = request.label.toLowerCase()
  if (label.length === 0 || (name !== label && !name.startsWith(`${label}.`))) return undefined
  const held = profile.addresses[String(request.coinType)]?.address
  if (held?.toLowerCase() !== request.address.toLowerCase()) return undefined
  return profile
}
