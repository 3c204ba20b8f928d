import { describe, expect, it, vi } from 'vitest'
import type { FrameHandlers } from '../frame/frame-host.js'
import type { FrameRequestPayload } from '../frame/frame-messages.js'
import { frameDappDataPayload, frameThemePayload } from '../frame/frame-sync.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { useEmbeddedKits } from './embedded-kit.test-helper.js'

// What the kit tells the wallet frame about the app (SYNC_DAPP_DATA, SYNC_THEME) and the frame's
// reload (RELOAD), through a frame host on the other end of the real handshake (createFramePage):
// every message passes the protocol's one check there before a handler sees it.

const startKit = useEmbeddedKits()

const metadata = {
  name: 'Lab',
  description: 'The QA app',
  url: 'https://lab.example/app',
  icons: ['https://lab.example/icon.png', '/relative.png'],
}

/** A frame that records what it was sent, in order. */
function recordingFrame() {
  const log: string[] = []
  const themes: FrameRequestPayload<'SYNC_THEME'>[] = []
  const dappData: FrameRequestPayload<'SYNC_DAPP_DATA'>[] = []
  const handlers: FrameHandlers = {
    SYNC_THEME: (theme) => {
      log.push('SYNC_THEME')
      themes.push(theme)
      return {}
    },
    SYNC_DAPP_DATA: (data) => {
      log.push('SYNC_DAPP_DATA')
      dappData.push(data)
      return {}
    },
    IS_CONNECTED: () => {
      log.push('IS_CONNECTED')
      return { isConnected: false }
    },
  }
  return { log, themes, dappData, handlers }
}

describe('the frame follows the app: SYNC_DAPP_DATA and SYNC_THEME', () => {
  it('on connect, before any other request: the dapp metadata, the mode and the accent (of the variables, only the frame’s own)', async () => {
    const frame = recordingFrame()
    const { kit, page } = await startKit({
      handlers: frame.handlers,
      adapter: mockAdapter({ accounts: [] }),
      options: {
        metadata,
        themeMode: 'light',
        themeVariables: { accent: '#0a7d32', 'bg-1': '#000000', '--portico-text-1': '#000' },
      },
    })
    // Nothing at start: the frame loads with the first action.
    expect(page.loads()).toBe(0)
    expect(await kit.embeddedWallet.isConnected()).toBe(false)
    expect(frame.log).toEqual(['SYNC_DAPP_DATA', 'SYNC_THEME', 'IS_CONNECTED'])
    expect(frame.dappData).toEqual([
      {
        projectId: 'test-project',
        sdkVersion: '0.0.0',
        sdkType: 'portico',
        metadata: {
          name: 'Lab',
          description: 'The QA app',
          url: 'https://lab.example/app',
          // A relative icon is not a URL the frame could check: left out, not a failed message.
          icons: ['https://lab.example/icon.png'],
        },
      },
    ])
    expect(frame.themes).toEqual([
      { themeMode: 'light', themeVariables: { '--portico-accent': '#0a7d32' } },
    ])
  })

  it('on every theme change once the frame is there, and only then', async () => {
    const frame = recordingFrame()
    const { kit } = await startKit({
      handlers: frame.handlers,
      adapter: mockAdapter({ accounts: [] }),
    })
    // Before the frame loads a change sends nothing; the frame gets the theme of its moment.
    kit.setThemeMode('light')
    await kit.embeddedWallet.isConnected()
    expect(frame.themes).toEqual([{ themeMode: 'light' }])
    kit.setThemeMode('dark')
    await vi.waitFor(() => expect(frame.themes).toHaveLength(2))
    kit.setThemeVariables({ accent: '#47a1ff', 'radius-card': 8 })
    await vi.waitFor(() => expect(frame.themes).toHaveLength(3))
    expect(frame.themes.slice(1)).toEqual([
      { themeMode: 'dark' },
      {
        themeMode: 'dark',
        themeVariables: { '--portico-accent': '#47a1ff', '--portico-radius-card': '8' },
      },
    ])
    // A change of a token the frame does not take, or of anything else, sends nothing new.
    kit.setThemeVariables({ 'bg-2': '#222222' })
    kit.open()
    await kit.embeddedWallet.isConnected()
    expect(frame.themes).toHaveLength(3)
  })

  it('an accent the frame refuses: the mode still reaches it, sent alone', async () => {
    const frame = recordingFrame()
    const refusing: FrameHandlers = {
      ...frame.handlers,
      SYNC_THEME: (theme) => {
        frame.themes.push(theme)
        if (theme.themeVariables) throw new Error('does not stand out against the card')
        return {}
      },
    }
    const { kit } = await startKit({
      handlers: refusing,
      adapter: mockAdapter({ accounts: [] }),
      options: {
        themeMode: 'light',
        themeVariables: { accent: '#ffffff' },
      },
    })
    await kit.embeddedWallet.isConnected()
    await vi.waitFor(() => expect(frame.themes).toHaveLength(2))
    expect(frame.themes).toEqual([
      { themeMode: 'light', themeVariables: { '--portico-accent': '#ffffff' } },
      { themeMode: 'light' },
    ])
  })
})

describe('RELOAD: the frame loads its page again and the kit connects to the new one', () => {
  it('nothing to reload before the frame is there (none is loaded for it)', async () => {
    const frame = recordingFrame()
    const { kit, page } = await startKit({
      handlers: frame.handlers,
      adapter: mockAdapter({ accounts: [] }),
    })
    expect(await kit.embeddedWallet.request('RELOAD', {})).toEqual({})
    expect(page.loads()).toBe(0)
  })

  it('the same iframe, a new page: the handshake again, the syncs again, later requests answered by the new page', async () => {
    const frame = recordingFrame()
    const { kit, page } = await startKit({
      handlers: frame.handlers,
      adapter: mockAdapter({ accounts: [] }),
      options: { metadata },
    })
    await kit.embeddedWallet.isConnected()
    expect(await kit.embeddedWallet.request('RELOAD', {})).toEqual({})
    expect([page.loads(), page.reloads()]).toEqual([1, 1])
    expect(await kit.embeddedWallet.isConnected()).toBe(false)
    expect(frame.log).toEqual([
      'SYNC_DAPP_DATA',
      'SYNC_THEME',
      'IS_CONNECTED',
      // The new page knows nothing of the app until told again.
      'SYNC_DAPP_DATA',
      'SYNC_THEME',
      'IS_CONNECTED',
    ])
  })
})

describe('the payloads', () => {
  it('theme: bare and full token names, numbers as text, the frame’s set only', () => {
    expect(
      frameThemePayload('dark', {
        '--portico-focus-ring': '#fff',
        'radius-control': 4,
        'frame-accent': '#ff0',
        'accent-text': '#000',
        'font-family': 'serif',
        accent: undefined,
      }),
    ).toEqual({
      themeMode: 'dark',
      themeVariables: {
        '--portico-focus-ring': '#fff',
        '--portico-radius-control': '4',
        '--portico-frame-accent': '#ff0',
      },
    })
  })

  it('dapp data: a metadata URL that is not http(s) is left out, long texts cut to the schema', () => {
    const payload = frameDappDataPayload({
      metadata: { name: 'n'.repeat(200), description: '', url: 'javascript:alert(1)', icons: [] },
      projectId: 'p',
      sdkVersion: '1.0.0',
    })
    expect(payload.metadata).toEqual({ name: 'n'.repeat(128), icons: [] })
  })
})
