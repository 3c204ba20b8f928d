import { createAppKit, createCookieStorage } from '@portico/core'
import { fixtureDataApi, mockAdapter } from '@portico/core/testing'
import { ADDRESS, mainnetFixture } from './test-kit.js'

/**
 * A real first visit: connect through a cookie storage and keep the Set-Cookie values. The wallet
 * holds 2.5 ETH, as in the tests' later visits: the cookie also carries the 30 s native-balance
 * cache, so a later visit shows what this one read.
 */
export async function savedConnectionCookie(): Promise<string> {
  const jar = new Map<string, string>()
  const kit = createAppKit({
    adapters: [mockAdapter({ accounts: [ADDRESS], balance: '2.5' })],
    networks: [mainnetFixture],
    projectId: 'test-project',
    storage: createCookieStorage({
      getCookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      setCookie: (value) => {
        const [pair = ''] = value.split(';')
        const index = pair.indexOf('=')
        jar.set(pair.slice(0, index), pair.slice(index + 1))
      },
    }),
    api: fixtureDataApi(),
  })
  await kit.ready
  await kit.connect({ connectorId: 'mock' })
  kit.destroy()
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}
