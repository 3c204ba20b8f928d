import { describe, expect, it } from 'vitest'
import { loadStorageDriver, SiwxStorageDriverMissingError } from './siwx-errors.js'

// Node's own errors for a package that is not installed (what the dynamic import in
// connectPostgresStorage / connectRedisStorage meets on a server without the optional peer
// dependency), made by the injected loader instead of uninstalling anything.
function notInstalled(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}
const esmMissing = (name: string, from: string) =>
  notInstalled(`Cannot find package '${name}' imported from ${from}`, 'ERR_MODULE_NOT_FOUND')
const cjsMissing = (name: string) =>
  notInstalled(
    `Cannot find module '${name}'\nRequire stack:\n- /srv/app/server.js`,
    'MODULE_NOT_FOUND',
  )

describe('loadStorageDriver', () => {
  it('a driver that is not installed: the typed error naming the package to install', async () => {
    const missing = esmMissing(
      'ioredis',
      '/srv/app/node_modules/@portico/siwx/dist/storage/redis-storage.js',
    )
    const error = await loadStorageDriver('ioredis', () => Promise.reject(missing)).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SiwxStorageDriverMissingError)
    expect(error).toMatchObject({
      name: 'SiwxStorageDriverMissingError',
      driver: 'ioredis',
      cause: missing,
    })
    expect((error as Error).message).toBe(
      "This storage needs the 'ioredis' package, an optional peer dependency of @portico/siwx: install it (npm install ioredis)",
    )
  })

  it('pg, and the CommonJS / bundler form of the error', async () => {
    await expect(
      loadStorageDriver('pg', () => Promise.reject(cjsMissing('pg'))),
    ).rejects.toMatchObject({
      name: 'SiwxStorageDriverMissingError',
      driver: 'pg',
      message:
        "This storage needs the 'pg' package, an optional peer dependency of @portico/siwx: install it (npm install pg)",
    })
  })

  it("other failures keep their own error: a missing package of the driver's, its start-up", async () => {
    const dependencyMissing = esmMissing('pg-pool', '/srv/app/node_modules/pg/lib/index.js')
    await expect(loadStorageDriver('pg', () => Promise.reject(dependencyMissing))).rejects.toBe(
      dependencyMissing,
    )
    const otherDriver = cjsMissing('pg')
    await expect(loadStorageDriver('ioredis', () => Promise.reject(otherDriver))).rejects.toBe(
      otherDriver,
    )
    const startUp = new Error('driver failed')
    await expect(loadStorageDriver('ioredis', () => Promise.reject(startUp))).rejects.toBe(startUp)
  })

  it('an installed driver is returned as loaded', async () => {
    const driver = { Redis: class {} }
    await expect(loadStorageDriver('ioredis', async () => driver)).resolves.toBe(driver)
  })
})
