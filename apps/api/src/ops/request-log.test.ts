import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiConfig } from '../config.js'
import { type ApiServer, createApiServer } from '../server.js'
import { openTestDatabase } from '../test/harness.js'
import { createLogger } from './logger.js'

/** Log lines a server wrote, parsed (each must be one JSON object). */
function capture() {
  const lines: string[] = []
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined
const servers: { server: ApiServer; url: string; logs: ReturnType<typeof capture> }[] = []

async function start(extra: Partial<ApiConfig>) {
  if (!database) throw new Error('the database has not opened')
  const logs = capture()
  const server = await createApiServer(
    { chains: [], rateLimit: false, indexerPollMs: false, logLevel: 'info', ...extra },
    { db: database.db, log: () => undefined, logStream: logs.stream },
  )
  const { url } = await server.listen()
  const started = { server, url, logs }
  servers.push(started)
  return started
}

let direct: Awaited<ReturnType<typeof start>>
let proxied: Awaited<ReturnType<typeof start>>
beforeAll(async () => {
  database = await openTestDatabase('pglite', { migrated: true })
  direct = await start({})
  proxied = await start({ trustProxy: true, logRedactAddresses: true })
}, 60_000)
afterAll(async () => {
  for (const { server } of servers) await server.close()
  await database?.dispose()
})

/** The request line of `reqId`, once written (the line follows the answer's last byte). */
async function requestLine(logs: ReturnType<typeof capture>, reqId: string) {
  return vi.waitFor(
    () => {
      const line = logs.parsed().find((entry) => entry.msg === 'request' && entry.reqId === reqId)
      if (!line) throw new Error(`no request line for ${reqId}`)
      return line
    },
    { timeout: 5_000, interval: 10 },
  )
}

describe('request logs', () => {
  it('writes one JSON line per request with the id the x-request-id header carries', async () => {
    const response = await fetch(`${direct.url}/healthz`)
    const reqId = response.headers.get('x-request-id') ?? ''
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/)
    const line = await requestLine(direct.logs, reqId)
    expect(line).toMatchObject({
      level: 'info',
      service: 'portico-api',
      method: 'GET',
      route: '/healthz',
      target: '/healthz',
      status: 200,
    })
    expect(typeof line.durationMs).toBe('number')
    expect(direct.logs.lines.filter((text) => text.includes(reqId))).toHaveLength(1)
  })

  it('ignores an incoming x-request-id unless trustProxy is on', async () => {
    const sent = { headers: { 'x-request-id': 'proxy-id-42' } }
    const untrusted = await fetch(`${direct.url}/healthz`, sent)
    expect(untrusted.headers.get('x-request-id')).not.toBe('proxy-id-42')
    const trusted = await fetch(`${proxied.url}/healthz`, sent)
    expect(trusted.headers.get('x-request-id')).toBe('proxy-id-42')
    expect((await requestLine(proxied.logs, 'proxy-id-42')).route).toBe('/healthz')
  })

  it('redacts emails, tokens, codes and credentials a request carries', async () => {
    const response = await fetch(
      `${direct.url}/getWalletImage/alice@example.org?token=s3cr3t-token-value&otp=123456&email=bob%40example.org&page=2`,
      { headers: { authorization: 'Bearer s3cr3t-bearer', cookie: 'session=s3cr3t-cookie' } },
    )
    await response.arrayBuffer()
    const reqId = response.headers.get('x-request-id') ?? ''
    const line = await requestLine(direct.logs, reqId)
    expect(line.route).toBe('/getWalletImage/:id')
    expect(line.target).toBe(
      '/getWalletImage/[email]?token=[redacted]&otp=[redacted]&email=[redacted]&page=2',
    )
    const written = direct.logs.lines.join('\n')
    for (const secret of ['alice@', 's3cr3t', '123456', 'bob%40'])
      expect(written).not.toContain(secret)
  })

  it('redacts addresses only when logRedactAddresses is on', async () => {
    const plain = await fetch(`${direct.url}/getWalletImage/${ADDRESS}`)
    await plain.arrayBuffer()
    const kept = await requestLine(direct.logs, plain.headers.get('x-request-id') ?? '')
    expect(kept.target).toBe(`/getWalletImage/${ADDRESS}`)
    const hidden = await fetch(`${proxied.url}/getWalletImage/${ADDRESS}`)
    await hidden.arrayBuffer()
    const line = await requestLine(proxied.logs, hidden.headers.get('x-request-id') ?? '')
    expect(line.target).toBe('/getWalletImage/[address]')
  })
})

describe('error logs', () => {
  it('write an error with its cause chain, redacted', () => {
    const logs = capture()
    const logger = createLogger({ level: 'info', redactAddresses: false, stream: logs.stream })
    const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const middle = new Error('mail to carol@example.org failed', { cause: root })
    logger.error(
      { reqId: 'r1', err: new Error('login failed', { cause: middle }), refreshToken: 'rt-1' },
      'request failed',
    )
    const [line] = logs.parsed()
    expect(line).toMatchObject({
      level: 'error',
      msg: 'request failed',
      reqId: 'r1',
      refreshToken: '[redacted]',
      err: {
        type: 'Error',
        message: 'login failed',
        cause: {
          message: 'mail to [email] failed',
          cause: { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' },
        },
      },
    })
    expect(logs.lines.join('')).not.toContain('carol@')
  })

  it('is silent at level silent (the tests default)', () => {
    const logs = capture()
    createLogger({ level: 'silent', redactAddresses: false, stream: logs.stream }).error('boom')
    expect(logs.lines).toEqual([])
  })
})
