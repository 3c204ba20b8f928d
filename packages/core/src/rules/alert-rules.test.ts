import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { NetworkNotFoundError, ProjectIdRequiredError } from '../errors/app-kit-errors.js'
import { UnknownProviderError, UserRejectedRequestError } from '../errors/provider-errors.js'
import { AlertText } from '../errors/ui-texts.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { alertForError, analyticsForbiddenAlert } from './alert-rules.js'

describe('alertForError (SPEC §8 mapping of provider errors)', () => {
  it.each([
    ['Unauthorized: origin not allowed', AlertText.invalidAppConfiguration],
    ['JWT validation error: JWT Token is not yet valid', AlertText.sessionExpired],
    ['Unauthorized: invalid key', AlertText.invalidProjectId],
  ])('"%s" maps to its alert', (message, alert) => {
    expect(alertForError(new Error(message))).toEqual(alert)
    expect(alertForError(message)).toEqual(alert)
  })

  it('finds the relay answer down the cause chain (an adapter wrapped it)', () => {
    const relay = new Error('Unauthorized: invalid key')
    const wrapped = new UnknownProviderError({
      cause: new Error('request failed', { cause: relay }),
    })
    expect(alertForError(wrapped)).toEqual(AlertText.invalidProjectId)
  })

  it('maps the kit own configuration errors', () => {
    expect(alertForError(new NetworkNotFoundError())).toEqual(AlertText.networkNotFound)
    expect(alertForError(new ProjectIdRequiredError())).toEqual(AlertText.projectIdNotConfigured)
  })

  it('leaves other failures to toasts and thrown errors', () => {
    expect(alertForError(new UserRejectedRequestError())).toBeUndefined()
    expect(alertForError(new Error('Failed to fetch'))).toBeUndefined()
    expect(alertForError(undefined)).toBeUndefined()
    expect(alertForError({ message: 42 })).toBeUndefined()
  })

  it('stops on a cyclic cause chain', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' }
    a.cause = a
    expect(alertForError(a)).toBeUndefined()
  })

  it('an analytics 403 is "Invalid App Configuration"', () => {
    expect(analyticsForbiddenAlert()).toEqual(AlertText.invalidAppConfiguration)
  })
})

describe('where the kit raises them', () => {
  it('a connect refused with "origin not allowed" shows Invalid App Configuration, once', async () => {
    const adapter = mockAdapter({ accounts: ['0x1111111111111111111111111111111111111111'] })
    const kit = testKit({ adapters: [adapter] })
    await kit.ready
    adapter.mock.setFeatures({ connectError: new Error('Unauthorized: origin not allowed') })
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow('origin not allowed')
    expect(kit.getSnapshot().alert).toEqual(AlertText.invalidAppConfiguration)
    kit.dismissAlert()
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow()
    expect(kit.getSnapshot().alert).toBeUndefined()
  })

  it('a connect the user declined shows no alert', async () => {
    const adapter = mockAdapter({ accounts: ['0x1111111111111111111111111111111111111111'] })
    const kit = testKit({ adapters: [adapter] })
    await kit.ready
    adapter.mock.setFeatures({ connectError: true })
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow()
    expect(kit.getSnapshot().alert).toBeUndefined()
  })

  it('switching to a network that is not configured shows Network Not Found', async () => {
    const kit = testKit()
    await expect(kit.switchNetwork('eip155:999999')).rejects.toThrow('Network not found')
    expect(kit.getSnapshot().alert).toEqual(AlertText.networkNotFound)
  })
})

describe('analytics 403 over real HTTP (SPEC §7, §8)', () => {
  it('several events answered 403 show "Invalid App Configuration" exactly once', async () => {
    let forbidden = 0
    let reached: (() => void) | undefined
    const threeForbidden = new Promise<void>((resolve) => {
      reached = resolve
    })
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname
      if (path === '/getAnalyticsConfig') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ isAnalyticsEnabled: true }))
        return
      }
      if (request.method === 'POST' && path === '/e') {
        forbidden += 1
        response.writeHead(403).end()
        if (forbidden === 3) reached?.()
        return
      }
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const kit = testKit({
        apiUrl: `http://127.0.0.1:${port}`,
        // Analytics on, with consent (both off by default).
        features: { analytics: true },
        analytics: { consent: true },
      })
      const shown: unknown[] = []
      kit.subscribe(() => {
        const alert = kit.getSnapshot().alert
        if (alert && shown.at(-1) !== alert) shown.push(alert)
      })
      kit.open()
      kit.close()
      kit.open()
      await threeForbidden
      // Each 403 was answered; let the client's handlers of the last answers run.
      await expect.poll(() => shown.length).toBe(1)
      expect(kit.getSnapshot().alert).toEqual(AlertText.invalidAppConfiguration)
      kit.dismissAlert()
      kit.close()
      await expect.poll(() => forbidden).toBe(4)
      expect(kit.getSnapshot().alert).toBeUndefined()
      expect(shown).toEqual([AlertText.invalidAppConfiguration])
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
