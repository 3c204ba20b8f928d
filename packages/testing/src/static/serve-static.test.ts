import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticServer, serveStatic } from './serve-static.js'

let folder: string
let site: StaticServer

/** A raw GET (fetch would resolve `..` in the path before sending it). */
function get(
  path: string,
): Promise<{ status: number; type?: string; cache?: string; body: string }> {
  return new Promise((done, fail) => {
    const req = request(`${site.url}${path}`, { path }, (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          body,
          ...(response.headers['content-type'] ? { type: response.headers['content-type'] } : {}),
          ...(response.headers['cache-control']
            ? { cache: response.headers['cache-control'] }
            : {}),
        }),
      )
    })
    req.on('error', fail)
    req.end()
  })
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portico-static-'))
  mkdirSync(join(folder, 'site', 'guide'), { recursive: true })
  mkdirSync(join(folder, 'site', 'assets'))
  writeFileSync(join(folder, 'site', 'index.html'), '<h1>home</h1>')
  writeFileSync(join(folder, 'site', 'guide', 'index.html'), '<h1>guide</h1>')
  writeFileSync(join(folder, 'site', 'assets', 'main-AbCd1234.js'), 'export {}')
  writeFileSync(join(folder, 'secret.txt'), 'outside the site')
  site = await serveStatic(join(folder, 'site'), {
    cacheHashedAssets: true,
    handle: (req, res) => {
      if (req.url !== '/api') return false
      res.end('from the handler')
      return true
    },
  })
})

afterAll(async () => {
  await site.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('serveStatic', () => {
  it("serves a folder's index.html, files with their type, and the handler's answers first", async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>home</h1>' })
    expect(await get('/guide/')).toMatchObject({ status: 200, body: '<h1>guide</h1>' })
    expect((await get('/')).type).toBe('text/html; charset=utf-8')
    expect(await get('/api')).toMatchObject({ status: 200, body: 'from the handler' })
  })

  it('caches content-hashed assets for good and nothing else', async () => {
    const asset = await get('/assets/main-AbCd1234.js')
    expect(asset).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' })
    expect(asset.cache).toBe('public, max-age=31536000, immutable')
    expect((await get('/')).cache).toBe('no-store')
  })

  it('answers 404 for a missing file and notes it; nothing outside the folder is served', async () => {
    expect((await get('/nowhere.html')).status).toBe(404)
    expect(site.missing).toContain('/nowhere.html')
    // The URL's own dot segments resolve inside the site; an encoded slash would not, and is refused.
    const dots = await get('/../secret.txt')
    expect(dots.status).toBe(404)
    expect(dots.body).not.toContain('outside the site')
    const encoded = await get('/..%2fsecret.txt')
    expect(encoded.status).toBe(403)
    expect(encoded.body).not.toContain('outside the site')
  })
})
