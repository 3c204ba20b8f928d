import type { SiwxSession } from '@portico/core'
import { createServerSiwx } from '@portico/siwx'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from './db/database.js'
import {
  type ApiProcess,
  type KillTestStore,
  killTestStore,
  startApiProcess,
} from './test/api-process.js'
import { devnetWallet } from './test/devnet-actions.js'
import { describeEachBackend, devnetConfig } from './test/harness.js'
import { nameRegistrationBody, sessionGrantBody } from './test/signed-requests.js'
import { useDevnet } from './test/suite-hooks.js'

// The API killed (SIGKILL) in the middle of a write, inside its transaction after its
// first statement (the crash points of src/db/crash-point.ts), then restarted on the same
// database: the write is all there or not at all, and the same signed request succeeds then.

const devnet = useDevnet()
const COIN_31337 = (0x80000000 | 31337) >>> 0
const DOMAIN = 'api.example.org'

describeEachBackend(
  'the API killed mid-write on $name, then restarted',
  ({ name }) => {
    let store: KillTestStore
    const running = new Set<ApiProcess>()
    beforeAll(async () => {
      store = await killTestStore(name)
    })
    afterAll(async () => {
      for (const api of running) await api.kill()
      await store?.dispose()
    })

    const start = async (pauseAt?: string) => {
      const config = devnetConfig(devnet(), {
        ...store.config,
        publicUrl: `https://${DOMAIN}`,
        indexerPollMs: false,
        retentionIntervalMs: false,
      })
      const api = await startApiProcess(config, pauseAt ? { PORTICO_TEST_PAUSE_AT: pauseAt } : {})
      running.add(api)
      return api
    }
    /** Waits until the process paused at `point` (mid-transaction), then SIGKILLs it. */
    const killAt = async (api: ApiProcess, point: string, request: Promise<unknown>) => {
      const outcome = request.then(
        () => 'answered',
        () => 'no answer',
      )
      await api.line(new RegExp(`^PORTICO_TEST paused ${point.replace('.', '\\.')}$`))
      await api.kill()
      running.delete(api)
      expect(await outcome).toBe('no answer')
    }
    /** Reads the database while no server runs on it (PGlite on disk allows one process). */
    const inspect = async <T>(read: (db: Database) => Promise<T>): Promise<T> => {
      const db = await store.open()
      try {
        return await read(db)
      } finally {
        await db.close()
      }
    }
    const signIn = (api: ApiProcess) =>
      createServerSiwx({
        url: `${api.url}/v1/siwx`,
        domain: 'app.example.org',
        uri: 'https://app.example.org/login',
        statement: 'Sign in to the example app',
      })
    const post = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    it('names, sessions and sign-in: each kill leaves all or nothing, and the same request then succeeds', async () => {
      // 1. A name registration, killed between its nonce claim and its name row.
      const alice = devnetWallet(devnet(), 1).account
      const registration = await nameRegistrationBody(alice, {
        name: 'kill-me',
        coin_type: COIN_31337,
        domain: DOMAIN,
      })
      const nameNonce = (JSON.parse(registration.message) as { nonce: string }).nonce
      const p1 = await start('names.register')
      await killAt(p1, 'names.register', post(`${p1.url}/v1/profile/account`, registration))
      expect(
        await inspect(async (db) => ({
          names: await db.query("SELECT name FROM names WHERE name = 'kill-me.portico.id'"),
          nonces: await db.query('SELECT nonce FROM used_nonces WHERE nonce = $1', [nameNonce]),
        })),
      ).toEqual({ names: [], nonces: [] })

      // 2. Restarted: the same request registers the name; registering it again for the same
      // address (a fresh signature) changes nothing. Then a session grant, killed the same way.
      const p2 = await start('sessions.create')
      const registered = await post(`${p2.url}/v1/profile/account`, registration)
      expect(registered.status).toBe(201)
      const { registered: at } = (await registered.json()) as { registered: number }
      const repeat = await nameRegistrationBody(alice, {
        name: 'kill-me',
        coin_type: COIN_31337,
        domain: DOMAIN,
      })
      const repeated = await post(`${p2.url}/v1/profile/account`, repeat)
      expect(repeated.status).toBe(201)
      expect(((await repeated.json()) as { registered: number }).registered).toBe(at)
      const bob = devnetWallet(devnet(), 2).account
      const caipAddress = `eip155:31337:${bob.address}`
      const grant = await sessionGrantBody(bob, { domain: DOMAIN, caipAddress, pci: 'kill-pci' })
      await killAt(p2, 'sessions.create', post(`${p2.url}/v1/sessions/${caipAddress}`, grant))
      expect(
        await inspect(async (db) => ({
          // The registration committed before the kill is kept (PGlite too: SIGKILL loses no commit).
          names: await db.query("SELECT address FROM names WHERE name = 'kill-me.portico.id'"),
          sessions: await db.query("SELECT pci FROM sessions WHERE pci = 'kill-pci'"),
          nonces: await db.query('SELECT nonce FROM used_nonces WHERE nonce = $1', [grant.nonce]),
        })),
      ).toEqual({ names: [{ address: alice.address.toLowerCase() }], sessions: [], nonces: [] })

      // 3. Restarted: the same grant is recorded. Then a sign-in, killed between the signature
      // check and the session write.
      const p3 = await start('siwx.verify')
      expect((await post(`${p3.url}/v1/sessions/${caipAddress}`, grant)).status).toBe(201)
      const carol = devnetWallet(devnet(), 3).account
      const siwx = signIn(p3)
      const message = await siwx.createMessage({
        accountAddress: carol.address,
        chainId: 'eip155:31337',
      })
      const text = message.toString()
      const signed: SiwxSession = {
        data: message,
        message: text,
        signature: await carol.signMessage({ message: text }),
      }
      const siwxNonce = /Nonce: (\S+)/.exec(text)?.[1]
      await killAt(p3, 'siwx.verify', siwx.addSession(signed))
      expect(
        await inspect(async (db) => ({
          sessions: await db.query<{ pci: string }>(
            'SELECT pci FROM sessions WHERE caip_address = $1',
            [caipAddress.toLowerCase()],
          ),
          nonces: (await db.query('SELECT nonce FROM siwx_nonces WHERE nonce = $1', [siwxNonce]))
            .length,
          signIns: await db.query('SELECT id FROM siwx_sessions WHERE account_id = $1', [
            `eip155:31337:${carol.address}`,
          ]),
        })),
      ).toEqual({ sessions: [{ pci: 'kill-pci' }], nonces: 1, signIns: [] })

      // 4. Restarted: the same signed message signs in.
      const p4 = await start()
      const retry = signIn(p4)
      await retry.addSession(signed)
      expect(await retry.getSessions('eip155:31337', carol.address)).toHaveLength(1)
      expect(await p4.stop()).toBe(0)
      running.delete(p4)
    }, 300_000)
  },
  // PGlite and PostgreSQL side by side: each waits on its own server processes.
  { concurrent: true },
)
