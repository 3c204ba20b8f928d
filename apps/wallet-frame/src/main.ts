// The wallet frame's page script. It serves one dapp origin (checked three ways: the `origin`
// parameter, the browser's ancestor origins, the operator's list) and talks to it only through
// the port the kit hands over in the handshake (@portico/core/frame-protocol).
import { startFrameHost } from '@portico/core/frame-protocol'
import { parseFrameConfig } from './frame-config.js'
import { createFrameHandlers } from './frame-handlers.js'
import { readFrameParams } from './frame-params.js'
import { finishSocialReturn } from './social-return.js'

async function start(): Promise<void> {
  // Not framed: nothing to serve (the page is only ever a dapp's iframe), unless it is the end
  // of a social login in a popup, which hands the result to the frame that started it.
  if (window.parent === window) {
    finishSocialReturn(window)
    return
  }
  const response = await fetch('./config.json', { cache: 'no-store', credentials: 'omit' })
  const config = parseFrameConfig(await response.json())
  const ancestors = location.ancestorOrigins ? [...location.ancestorOrigins] : undefined
  const result = readFrameParams(location.search, ancestors, config.allowedOrigins)
  if (!result.ok) {
    console.warn(`wallet frame: ${result.reason}`)
    return
  }
  const root = document.getElementById('approval')
  if (!root) return
  startFrameHost({
    selfWindow: window,
    parentWindow: window.parent,
    dappOrigin: result.params.dappOrigin,
    frameVersion: __FRAME_VERSION__,
    handlers: createFrameHandlers({ config, params: result.params, root }),
    warn: result.params.enableLogger
      ? (reason, details) => console.warn(`wallet frame: ${reason}`, details)
      : undefined,
  })
}

void start()
