// Serves the built frame (pnpm build first) with its CSP: FRAME_API_URL, FRAME_ALLOWED_ORIGINS
// (comma-separated), FRAME_PORT (default 5174).
import { fileURLToPath } from 'node:url'
import { parseFrameConfig } from '../src/frame-config.js'
import { startFrameServer } from '../src/server/frame-server.js'

const config = parseFrameConfig({
  apiUrl: process.env.FRAME_API_URL ?? 'http://127.0.0.1:8787/',
  allowedOrigins: (process.env.FRAME_ALLOWED_ORIGINS ?? 'http://127.0.0.1:5173').split(','),
})
const server = await startFrameServer({
  config,
  root: fileURLToPath(new URL('../dist', import.meta.url)),
  port: Number(process.env.FRAME_PORT ?? 5174),
})
console.log(`wallet frame on ${server.url}`)
