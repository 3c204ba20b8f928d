import { existsSync } from 'node:fs'
import { createConnection } from 'node:net'
import { dirname } from 'node:path'
import { expect, it } from 'vitest'
import { startRedisServer } from './redis-server.js'

/** One inline RESP command over the socket, answered in full by a short reply. */
function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket)
    connection.once('error', reject)
    connection.once('data', (data) => {
      connection.end()
      resolve(data.toString())
    })
    connection.write(`${command}\r\n`)
  })
}

it('starts a real redis-server on a Unix socket and removes its directory on stop', async () => {
  const redis = await startRedisServer()
  try {
    expect(await ask(redis.socket, 'PING')).toBe('+PONG\r\n')
  } finally {
    await redis.stop()
  }
  expect(existsSync(dirname(redis.socket))).toBe(false)
}, 60_000)
