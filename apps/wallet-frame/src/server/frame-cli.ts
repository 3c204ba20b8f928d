import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type FrameConfig, parseFrameConfig } from '../frame-config.js'
import { startFrameServer } from './frame-server.js'

/** What `portico-frame serve` runs with, from its flags, the environment and the config file. */
export interface FrameServeSettings {
  config: FrameConfig
  /** The built frame (`dist/` of `pnpm build`). */
  root: string
  host: string
  port: number
  production: boolean
}

/** Settings that do not let the frame start: one line per problem, each saying what to set. */
export class FrameStartError extends Error {
  override name = 'FrameStartError'
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
  }
}

export const FRAME_USAGE = `Usage: portico-frame serve [options]

Serves the built wallet frame (pnpm --filter @portico/wallet-frame build) with its headers.

Options (flag, or environment variable):
  --api-url <url>           FRAME_API_URL          apps/api's public URL (connect-src, config.json)
  --allowed-origins <list>  FRAME_ALLOWED_ORIGINS  dapp origins that may embed the frame, comma-separated (frame-ancestors)
  --config <file>           FRAME_CONFIG           a config.json (recoveryEscrow, smartAccounts); the flags above win
  --host <host>             FRAME_HOST             default 127.0.0.1
  --port <port>             FRAME_PORT             default 5174 (0: any free port)
  --root <dir>              FRAME_ROOT             the built folder, default the package's dist/
  --production              NODE_ENV=production    refuse to start without --api-url and --allowed-origins, or on http`

/** Without production mode, the first try needs no settings: a local apps/api and dapp. */
const DEVELOPMENT = {
  apiUrl: 'http://127.0.0.1:8787/',
  allowedOrigins: ['http://127.0.0.1:5173'],
}

/**
 * Reads `portico-frame serve`'s flags (`args`, after `serve`) and environment; throws
 * `FrameStartError` listing every problem at once.
 */
export function frameServeSettings(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  defaultRoot: string,
): FrameServeSettings {
  let flags: ReturnType<typeof parseFlags>
  try {
    flags = parseFlags(args)
  } catch (error) {
    throw new FrameStartError([(error as Error).message])
  }
  const problems: string[] = []
  const pick = (flag: string | undefined, name: string) =>
    flag ?? (env[name]?.trim() ? env[name]?.trim() : undefined)
  const production = flags.production === true || env.NODE_ENV === 'production'

  let file: Record<string, unknown> = {}
  const configFile = pick(flags.config, 'FRAME_CONFIG')
  if (configFile) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(configFile, 'utf8'))
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        problems.push(`FRAME_CONFIG (--config): ${configFile} must hold a JSON object`)
      else file = parsed as Record<string, unknown>
    } catch (error) {
      problems.push(
        `FRAME_CONFIG (--config): cannot read ${configFile}: ${(error as Error).message}`,
      )
    }
  }

  const apiUrl = pick(flags['api-url'], 'FRAME_API_URL') ?? file.apiUrl
  const originList = pick(flags['allowed-origins'], 'FRAME_ALLOWED_ORIGINS')
  const allowedOrigins = originList
    ? originList
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : file.allowedOrigins
  if (production) {
    if (apiUrl === undefined)
      problems.push(
        'FRAME_API_URL (--api-url) is required in production: the public URL of apps/api, e.g. https://api.example.com/',
      )
    else if (typeof apiUrl === 'string' && !apiUrl.startsWith('https://'))
      problems.push(`FRAME_API_URL (--api-url) must be an https URL in production, not ${apiUrl}`)
    if (allowedOrigins === undefined)
      problems.push(
        'FRAME_ALLOWED_ORIGINS (--allowed-origins) is required in production: the dapp origins that may embed the frame, e.g. https://app.example.com',
      )
    else if (Array.isArray(allowedOrigins))
      for (const origin of allowedOrigins)
        if (typeof origin === 'string' && !origin.startsWith('https://'))
          problems.push(
            `FRAME_ALLOWED_ORIGINS (--allowed-origins) must list https origins in production, not ${origin}`,
          )
  }

  let config: FrameConfig | undefined
  if (problems.length === 0)
    try {
      config = parseFrameConfig({
        ...file,
        apiUrl: apiUrl ?? DEVELOPMENT.apiUrl,
        allowedOrigins: allowedOrigins ?? DEVELOPMENT.allowedOrigins,
      })
    } catch (error) {
      problems.push((error as Error).message)
    }

  const portText = pick(flags.port, 'FRAME_PORT') ?? '5174'
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN
  if (!(port >= 0 && port <= 65535))
    problems.push(`FRAME_PORT (--port) must be a port, 0 to 65535, not ${portText}`)
  const root = resolve(pick(flags.root, 'FRAME_ROOT') ?? defaultRoot)
  if (!existsSync(join(root, 'index.html')))
    problems.push(
      `FRAME_ROOT (--root): no built frame in ${root}: run pnpm --filter @portico/wallet-frame build`,
    )

  if (problems.length > 0 || !config) throw new FrameStartError(problems)
  return { config, root, host: pick(flags.host, 'FRAME_HOST') ?? '127.0.0.1', port, production }
}

function parseFlags(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      'api-url': { type: 'string' },
      'allowed-origins': { type: 'string' },
      config: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      root: { type: 'string' },
      production: { type: 'boolean' },
    },
  }).values
}

/**
 * `portico-frame <command>`: `serve` starts the frame's server and stops it on SIGTERM / SIGINT.
 * Resolves with the process's exit code when it should end now (help, a refused start).
 */
export async function runFrameCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: {
    defaultRoot: string
    out: (line: string) => void
    err: (line: string) => void
    exit: (code: number) => void
  },
): Promise<number | undefined> {
  const [command, ...args] = argv
  if (command === undefined || command === '--help' || command === 'help') {
    io.out(FRAME_USAGE)
    return command === undefined ? 2 : 0
  }
  if (command !== 'serve') {
    io.err(`portico-frame: unknown command ${command}\n${FRAME_USAGE}`)
    return 2
  }
  let settings: FrameServeSettings
  try {
    settings = frameServeSettings(args, env, io.defaultRoot)
  } catch (error) {
    if (!(error instanceof FrameStartError)) throw error
    for (const problem of error.problems) io.err(`portico-frame: ${problem}`)
    return 1
  }
  const server = await startFrameServer({
    config: settings.config,
    root: settings.root,
    host: settings.host,
    port: settings.port,
  })
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void server.stop().then(() => io.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  // Tests and supervisors read the bound port from this line (`--port 0` picks a free one).
  io.out(
    `portico-frame: serving ${settings.root} on ${server.url} (api ${settings.config.apiUrl}; frame-ancestors ${settings.config.allowedOrigins.join(' ')}${settings.production ? '; production' : ''})`,
  )
  return undefined
}
