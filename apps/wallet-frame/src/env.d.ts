/** The frame's version, compiled in by vite.config.ts (reported in the handshake). */
declare const __FRAME_VERSION__: string
