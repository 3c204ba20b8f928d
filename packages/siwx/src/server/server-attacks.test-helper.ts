import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { parseSiwxMessage } from '../message/parse-message.js'
import type { SiwxStorage } from '../storage/siwx-storage.js'
import { createSiwxServer } from './create-siwx-server.js'
import { manualClock, signedMessage, T0, testAccount } from './sign-in.test-helper.js'

const rejection = (code: string) => expect.objectContaining({ name: 'SiwxError', code })

/** Sign-in and the attacks against it, on a server over the storage `open` gives. */
export function describeServerAttacks(name: string, open: () => Promise<SiwxStorage>): void {
  async function setup() {
    const clock = manualClock()
    const server = createSiwxServer({
      storage: await open(),
      domains: ['app.example'],
      networks: ['eip155:1', 'eip155:10'],
      clock,
    })
    return { clock, server }
  }

  describe(`sign-in on ${name}`, () => {
    it('opens a session for a signed message, reports it and ends it on sign-out', async () => {
      const { server } = await setup()
      const signed = await signedMessage(server, T0)
      const { token, session } = await server.verify(signed)
      expect(session).toMatchObject({
        accountId: `eip155:1:${testAccount.address}`,
        networkId: 'eip155:1',
        address: testAccount.address,
        message: signed.message,
        expiresAt: T0 + 10 * 60_000,
      })
      expect(await server.getSession(token)).toEqual(session)
      expect(await server.signOut(token)).toBe(true)
      expect(await server.getSession(token)).toBeUndefined()
    })

    it('attack: a replayed message (same nonce) is refused', async () => {
      const { server } = await setup()
      const signed = await signedMessage(server, T0)
      await server.verify(signed)
      await expect(server.verify(signed)).rejects.toThrow(rejection('invalid_nonce'))
    })

    it('attack: two concurrent verifications of one message give one session', async () => {
      const { server } = await setup()
      const signed = await signedMessage(server, T0)
      const results = await Promise.allSettled([server.verify(signed), server.verify(signed)])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect(refused.reason).toMatchObject({ code: 'invalid_nonce' })
    })

    it('attack: an expired message is refused', async () => {
      const { server, clock } = await setup()
      const signed = await signedMessage(server, T0, {
        expirationTime: new Date(T0 + 60_000).toISOString(),
      })
      clock.advance(60_000)
      await expect(server.verify(signed)).rejects.toThrow(rejection('expired'))
    })

    it('attack: a message for another domain, or with a URI on another origin, is refused', async () => {
      const { server } = await setup()
      await expect(
        server.verify(
          await signedMessage(server, T0, { domain: 'evil.example', uri: 'https://evil.example' }),
        ),
      ).rejects.toThrow(rejection('domain_not_allowed'))
      await expect(
        server.verify(await signedMessage(server, T0, { uri: 'https://evil.example/login' })),
      ).rejects.toThrow(rejection('uri_mismatch'))
      await expect(
        server.verify(await signedMessage(server, T0, { uri: 'http://app.example/login' })),
      ).rejects.toThrow(rejection('uri_mismatch'))
    })

    it('attack: a tampered signature, or a signature of another text, is refused', async () => {
      const { server } = await setup()
      const signed = await signedMessage(server, T0)
      const flipped = `${signed.signature.slice(0, 10)}${signed.signature[10] === 'a' ? 'b' : 'a'}${signed.signature.slice(11)}`
      await expect(server.verify({ ...signed, signature: flipped })).rejects.toThrow(
        rejection('invalid_signature'),
      )
      const other = parseSiwxMessage(signed.message)
      const edited = formatSiwxMessage({ ...other, statement: 'Send all my funds' })
      await expect(server.verify({ ...signed, message: edited })).rejects.toThrow(
        rejection('invalid_signature'),
      )
    })

    it('attack: a wrong chain id is refused (not accepted, or not the wallet network)', async () => {
      const { server } = await setup()
      await expect(
        server.verify(await signedMessage(server, T0, { chainId: '5' })),
      ).rejects.toThrow(rejection('network_mismatch'))
      const signed = await signedMessage(server, T0, { chainId: '10' })
      await expect(server.verify({ ...signed, networkId: 'eip155:1' })).rejects.toThrow(
        rejection('network_mismatch'),
      )
      await expect(
        server.verify({
          ...signed,
          networkId: 'eip155:10',
          accountId: 'eip155:10:0x0000000000000000000000000000000000000001',
        }),
      ).rejects.toThrow(rejection('network_mismatch'))
      const { session } = await server.verify({
        ...signed,
        networkId: 'eip155:10',
        accountId: `eip155:10:${testAccount.address.toLowerCase()}`,
      })
      expect(session.networkId).toBe('eip155:10')
    })

    it('attack: a nonce this server never issued, or one past its lifetime, is refused', async () => {
      const { server, clock } = await setup()
      const signed = await signedMessage(server, T0, { nonce: 'madeUpNonce12345' })
      await expect(server.verify(signed)).rejects.toThrow(rejection('invalid_nonce'))
      const late = await signedMessage(server, T0, {
        expirationTime: new Date(T0 + 3_600_000).toISOString(),
      })
      clock.advance(5 * 60_000)
      await expect(server.verify(late)).rejects.toThrow(rejection('invalid_nonce'))
    })

    it('attack: issuedAt in the future beyond the skew, or notBefore not reached, is refused', async () => {
      const { server } = await setup()
      const future = await signedMessage(server, T0, {
        issuedAt: new Date(T0 + 61_000).toISOString(),
      })
      await expect(server.verify(future)).rejects.toThrow(rejection('issued_in_future'))
      const skewed = await signedMessage(server, T0, {
        issuedAt: new Date(T0 + 30_000).toISOString(),
      })
      await expect(server.verify(skewed)).resolves.toBeDefined()
      const early = await signedMessage(server, T0, {
        notBefore: new Date(T0 + 120_000).toISOString(),
      })
      await expect(server.verify(early)).rejects.toThrow(rejection('not_yet_valid'))
    })

    it('attack: CRLF, a trailing newline or garbage is refused without normalising', async () => {
      const { server } = await setup()
      const signed = await signedMessage(server, T0)
      await expect(
        server.verify({ ...signed, message: signed.message.replaceAll('\n', '\r\n') }),
      ).rejects.toThrow(rejection('invalid_message'))
      await expect(server.verify({ ...signed, message: `${signed.message}\n` })).rejects.toThrow(
        rejection('invalid_message'),
      )
      await expect(
        server.verify({ message: 42, signature: null } as unknown as {
          message: string
          signature: string
        }),
      ).rejects.toThrow(rejection('invalid_request'))
      // The nonce was not spent by the refused attempts: the genuine message still signs in.
      await expect(server.verify(signed)).resolves.toBeDefined()
    })
  })
}
