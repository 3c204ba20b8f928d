import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from '../message/parse-message.js'
import { manualClock, testAccount } from '../server/sign-in.test-helper.js'
import { createLocalSiwx } from './create-local-siwx.js'
import { defaultClientStorage } from './session-store.js'

describe('createLocalSiwx (unverified, browser-only)', () => {
  it('is labelled unverified, writes parseable messages and keeps sessions until they expire', async () => {
    const clock = manualClock()
    const siwx = createLocalSiwx({
      domain: 'app.example',
      uri: 'https://app.example',
      expiresInMs: 60_000,
      storage: defaultClientStorage(),
      now: clock.now,
    })
    expect(siwx.verifiedBy).toBe('nobody')
    expect(siwx.getRequired?.()).toBe(false)
    const message = await siwx.createMessage({
      accountAddress: testAccount.address,
      chainId: 'eip155:1',
    })
    const text = message.toString()
    expect(parseSiwxMessage(text)).toMatchObject({ nonce: message.nonce, chainId: '1' })
    const session = {
      data: message,
      message: text,
      signature: await testAccount.signMessage({ message: text }),
    }
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', testAccount.address.toLowerCase())).toHaveLength(1)
    clock.advance(60_000)
    expect(await siwx.getSessions('eip155:1', testAccount.address)).toEqual([])
  })

  it('refuses to write an invalid message before anything is signed', async () => {
    const siwx = createLocalSiwx({ domain: 'bad domain', uri: 'https://app.example' })
    await expect(
      siwx.createMessage({ accountAddress: testAccount.address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({ field: 'domain' })
  })
})
