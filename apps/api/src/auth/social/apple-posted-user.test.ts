import { describe, expect, it } from 'vitest'
import { nameOfAppleUser } from './apple-posted-user.js'

describe("the name in Apple's posted user", () => {
  it('joins the first and last name Apple sends on a first login', () => {
    const user = { name: { firstName: 'Ana', lastName: 'Lima' }, email: 'a@privaterelay.test' }
    expect(nameOfAppleUser(JSON.stringify(user))).toBe('Ana Lima')
    expect(nameOfAppleUser('{"name":{"firstName":"Bo"}}')).toBe('Bo')
  })

  it('names no one for anything else: absent, not JSON, wrong shapes, empty, too long', () => {
    expect(nameOfAppleUser(undefined)).toBeUndefined()
    expect(nameOfAppleUser('Ana')).toBeUndefined()
    expect(nameOfAppleUser('{"name":"Ana"}')).toBeUndefined()
    expect(nameOfAppleUser('{"name":{"firstName":42}}')).toBeUndefined()
    expect(nameOfAppleUser('{"name":{"firstName":" \\u0007 "}}')).toBeUndefined()
    expect(
      nameOfAppleUser(JSON.stringify({ name: { firstName: 'A' }, pad: 'x'.repeat(3000) })),
    ).toBeUndefined()
  })

  it('drops control characters from a name', () => {
    expect(nameOfAppleUser('{"name":{"firstName":"Ana\\u0000","lastName":"Li\\nma"}}')).toBe(
      'Ana Lima',
    )
  })
})
