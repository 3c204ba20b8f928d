import { describe, expect, it } from 'vitest'
import { ACCOUNT_COOKIE, accountCookie, readSavedSession } from './saved-session'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('readSavedSession', () => {
  it("keeps Portico's cookies and the account, and nothing else of the header", () => {
    const header = `session=secret; %40portico%2Fconnection-status=%7B%7D; ${ACCOUNT_COOKIE}=${ADDRESS}; @portico/active-namespace=x`
    expect(readSavedSession(header)).toEqual({
      porticoCookies: '%40portico%2Fconnection-status=%7B%7D; @portico/active-namespace=x',
      account: ADDRESS,
    })
  })

  it('ignores an account cookie that is not an address, and an empty header', () => {
    expect(readSavedSession(`${ACCOUNT_COOKIE}=<script>`).account).toBeUndefined()
    expect(readSavedSession(`${ACCOUNT_COOKIE}=0x12`).account).toBeUndefined()
    expect(readSavedSession(null)).toEqual({ porticoCookies: '', account: undefined })
  })
})

describe('accountCookie', () => {
  it('keeps an address for 7 days, forgets otherwise', () => {
    expect(accountCookie(ADDRESS, false)).toBe(
      `${ACCOUNT_COOKIE}=${ADDRESS}; Max-Age=604800; Path=/; SameSite=Lax`,
    )
    expect(accountCookie(undefined, true)).toBe(
      `${ACCOUNT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
    )
    expect(accountCookie('not-an-address', false)).toContain('Max-Age=0')
  })
})
