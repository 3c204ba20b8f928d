// The embedded wallet frame's message protocol (SPEC §7 "Embedded wallet frame"): a public entry
// because it is the contract between the kit and any frame an operator hosts (apps/wallet-frame
// is one), and its kit half lets an app drive a frame without the modal. The kit itself loads
// its half on first use only, never at page load.
export {
  EMBEDDED_FRAME_Z_INDEX,
  type EmbeddedFrame,
  type EmbeddedFrameOptions,
  loadEmbeddedFrame,
} from '../frame/embedded-frame.js'
export {
  createFrameChannel,
  FRAME_TIMEOUT_MS,
  type FrameChannel,
  type FrameChannelOptions,
  type FrameDropReason,
  type FrameRequestOptions,
} from '../frame/frame-channel.js'
export {
  FRAME_MAX_MESSAGE_CHARS,
  FRAME_PROTOCOL,
  FRAME_PROTOCOL_VERSION,
  type FrameReady,
  type FrameReplyEnvelope,
  type FrameRequestEnvelope,
  frameMessageSize,
} from '../frame/frame-envelope.js'
export {
  type FrameHandler,
  FrameHandlerError,
  type FrameHandlers,
  type FrameHost,
  type FrameHostOptions,
  startFrameHost,
} from '../frame/frame-host.js'
export {
  type FrameErrorCode,
  type FrameErrorPayload,
  type FrameEventPayload,
  type FrameEventType,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  frameEvents,
  frameRequests,
  frameRequestTypes,
  isFrameRequestType,
} from '../frame/frame-messages.js'
export {
  createFrameProvider,
  type FrameProvider,
  type FrameProviderTarget,
} from '../frame/frame-provider.js'
export { EmbeddedAuthError, embeddedAuthTexts } from '../frame/frame-reply-error.js'
// The frame's email card checks what the user types with the protocol's own rules (SPEC §5).
export {
  FrameEmailSchema,
  FrameOtpSchema,
  type FrameThemeVariable,
  type FrameUser,
} from '../frame/frame-schemas.js'
// SPEC §6 RPC permission classes: the frame answers safe methods, asks for not-safe ones.
export { classifyRpcMethod, type RpcMethodClass } from '../rules/rpc-permissions.js'
// SPEC §5/§9: the 30 s between email logins, held by the frame's card (it sends the emails).
export { emailCooldownMessage, emailCooldownSeconds } from '../state/email-cooldown.js'
