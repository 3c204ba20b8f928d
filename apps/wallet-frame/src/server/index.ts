// What the lab and tests use to run the frame on its own origin.

export { type FrameConfig, frameContentSecurityPolicy, parseFrameConfig } from '../frame-config.js'
export { buildFrame } from './build-frame.js'
export { type FrameServer, type FrameServerOptions, startFrameServer } from './frame-server.js'
