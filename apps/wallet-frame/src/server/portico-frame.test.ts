import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFrame, buildFrameBin } from './build-frame.js'

// The shipped bin (built once, as the package builds it) serving the shipped frame build, as an
// operator runs it: `portico-frame serve` in production mode on a port it picks itself.

const API = 'https://api.example.com/'
const DAPPS = ['https://app.example.com', 'https://other.example.com']
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self' https://api.example.com; " +
  'frame-ancestors https://app.example.com https://other.example.com; ' +
  "base-uri 'none'; form-action 'none'; object-src 'none'"

let bin: string
let root: string

beforeAll(async () => {
  ;[bin, root] = await Promise.all([
    buildFrameBin().then((dir) => join(dir, 'portico-frame.js')),
    buildFrame(),
  ])
}, 180_000)

/** Runs the bin; `listening` resolves with the URL of its serving line. */
function run(args: string[], env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, [bin, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  // `close`, not `exit`: the output is read to its end first.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const found = / on (http:\/\/127\.0\.0\.1:\d+\/) /.exec(stdout)
      if (found?.[1]) resolve(found[1])
    })
    void exited.then((code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)))
  })
  // A run expected to be refused never listens: that is not an unhandled failure.
  listening.catch(() => undefined)
  return { child, exited, listening, output: () => ({ stdout, stderr }) }
}

/** A request with its path sent as written (fetch would resolve the dot segments first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path, method: 'GET' },
      (answer) => {
        let body = ''
        answer.on('data', (chunk: Buffer) => {
          body += chunk.toString()
        })
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('portico-frame serve (production)', () => {
  let server: ReturnType<typeof run>
  let url: string

  beforeAll(async () => {
    server = run(
      ['serve', '--root', root, '--host', '127.0.0.1', '--port', '0', '--api-url', API],
      { NODE_ENV: 'production', FRAME_ALLOWED_ORIGINS: DAPPS.join(',') },
    )
    url = await server.listening
  }, 30_000)
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  const common = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toBe(CSP)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('no-referrer')
  }

  it('serves index.html with the README headers, not cached', async () => {
    const response = await fetch(url)
    expect(response.status).toBe(200)
    common(response.headers)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<script type="module"')
  })

  it('serves a hashed asset immutable, and config.json as configured', async () => {
    const asset = readdirSync(join(root, 'assets')).find((name) => name.endsWith('.js'))
    const response = await fetch(new URL(`assets/${asset}`, url))
    expect(response.status).toBe(200)
    common(response.headers)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const config = await fetch(new URL('config.json', url))
    common(config.headers)
    expect(config.headers.get('cache-control')).toBe('no-cache')
    expect(await config.json()).toEqual({ apiUrl: API, allowedOrigins: DAPPS })
  })

  it('refuses paths that leave the folder, plain or percent-encoded', async () => {
    // The bin's own file sits beside the served folder's parent: a way out would reach it.
    for (const path of [
      '/..%2f..%2fpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets%5c..%5c..%5cpackage.json',
      '/%00index.html',
      '/%E0%A4%A',
    ]) {
      const answer = await rawGet(url, path)
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: '',
      })
    }
    // Dot segments sent as written are resolved inside the folder (never above it).
    for (const path of ['/../../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd']) {
      const answer = await rawGet(url, path)
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: '',
      })
    }
  })

  it('stops on SIGTERM with exit code 0', async () => {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })
})

describe('portico-frame serve refusing to start', () => {
  it('names each missing production setting on a line of its own, and exits 1', async () => {
    const refused = run(['serve', '--root', root, '--port', '0'], { NODE_ENV: 'production' })
    expect(await refused.exited).toBe(1)
    expect(refused.output().stderr.trim().split('\n')).toEqual([
      'portico-frame: FRAME_API_URL (--api-url) is required in production: the public URL of apps/api, e.g. https://api.example.com/',
      'portico-frame: FRAME_ALLOWED_ORIGINS (--allowed-origins) is required in production: the dapp origins that may embed the frame, e.g. https://app.example.com',
    ])
  })

  it('refuses http in production and a folder with no build', async () => {
    const refused = run(
      [
        'serve',
        '--production',
        '--root',
        join(root, 'assets'),
        '--api-url',
        'http://api.example.com/',
        '--allowed-origins',
        'http://app.example.com',
      ],
      {},
    )
    expect(await refused.exited).toBe(1)
    expect(refused.output().stderr.trim().split('\n')).toEqual([
      'portico-frame: FRAME_API_URL (--api-url) must be an https URL in production, not http://api.example.com/',
      'portico-frame: FRAME_ALLOWED_ORIGINS (--allowed-origins) must list https origins in production, not http://app.example.com',
      `portico-frame: FRAME_ROOT (--root): no built frame in ${join(root, 'assets')}: run pnpm --filter @portico/wallet-frame build`,
    ])
  })

  it('starts with no settings outside production (a first try on a local apps/api)', async () => {
    const first = run(['serve', '--root', root, '--port', '0'])
    const url = await first.listening
    const config = await fetch(new URL('config.json', url))
    expect(await config.json()).toEqual({
      apiUrl: 'http://127.0.0.1:8787/',
      allowedOrigins: ['http://127.0.0.1:5173'],
    })
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
  })
})
