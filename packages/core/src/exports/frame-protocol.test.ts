import { expect, it } from 'vitest'
import * as exports from './frame-protocol.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "EMBEDDED_FRAME_Z_INDEX",
      "EmbeddedAuthError",
      "FRAME_MAX_MESSAGE_CHARS",
      "FRAME_PROTOCOL",
      "FRAME_PROTOCOL_VERSION",
      "FRAME_TIMEOUT_MS",
      "FrameEmailSchema",
      "FrameHandlerError",
      "FrameOtpSchema",
      "classifyRpcMethod",
      "createFrameChannel",
      "createFrameProvider",
      "emailCooldownMessage",
      "emailCooldownSeconds",
      "embeddedAuthTexts",
      "frameEvents",
      "frameMessageSize",
      "frameRequestTypes",
      "frameRequests",
      "isFrameRequestType",
      "loadEmbeddedFrame",
      "startFrameHost",
    ]
  `)
})
