// The embedded wallet's entry for app-kit's view flows, which load behind import(): the modal's
// email-frame and Farcaster flows. Kept apart from index.ts, which the start-up imports.
export { createEmailFrameFlow } from './email-frame-flow.js'
export { createFarcasterLoginFlow } from './farcaster-login-flow.js'
