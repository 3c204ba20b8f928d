import type { BrowserContext, Page, Response } from 'playwright-core'

/**
 * The strict-CSP and zero-third-party-hosts checks of every lab e2e file: each context
 * from `newLabContext` reports its pages' `securitypolicyviolation` events and the origin of every
 * request and WebSocket; `guardProblems()` (called after each file by `e2e/guard.setup.ts`) lists
 * every violation and every origin that is not one the lab's server declared.
 */
interface Guarded {
  violations: string[]
  /** Origins the pages contacted (http(s) requests, WebSockets). */
  contacted: Set<string>
  /** The lab's own origin and the origins its Content-Security-Policy header names. */
  declared: Set<string>
}

// One registry per test file: vitest runs each file in its own module graph.
const guarded: Guarded[] = []

const BINDING = '__porticoCspViolation'

/** Reports every CSP violation of the context's pages, from the first byte of each document. */
export async function guardContext(context: BrowserContext): Promise<void> {
  const record: Guarded = { violations: [], contacted: new Set(), declared: new Set() }
  guarded.push(record)
  await context.exposeBinding(BINDING, (_source, text: unknown) => {
    record.violations.push(String(text))
  })
  // Runs before any page script (CDP, outside the page's CSP).
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    globalThis.${BINDING}?.(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
      ' at ' + event.sourceFile + ':' + event.lineNumber + ' (' + event.documentURI + ')')
  }, true)`)
  context.on('request', (request) => contact(record, request.url()))
  context.on('response', (response) => declare(record, response))
  context.on('page', (page: Page) => {
    page.on('websocket', (socket) => contact(record, socket.url()))
  })
}

function contact(record: Guarded, url: string): void {
  const parsed = new URL(url)
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || url === 'about:blank') return
  record.contacted.add(parsed.origin)
}

/** A lab document names what it may contact in its policy: those are the configured hosts. */
function declare(record: Guarded, response: Response): void {
  if (response.request().resourceType() !== 'document') return
  const policy = response.headers()['content-security-policy']
  if (!policy) return
  const self = new URL(response.url())
  record.declared.add(self.origin)
  // CSP's 'self' also matches the page's own host and port over ws: (Vite's client socket).
  record.declared.add(`${self.protocol === 'https:' ? 'wss' : 'ws'}://${self.host}`)
  for (const token of policy.split(/[\s;]+/)) {
    if (/^(https?|wss?):\/\//.test(token)) record.declared.add(new URL(token).origin)
  }
}

/** Every origin the file's pages contacted so far (for the log: the hosts each flow used). */
export function contactedOrigins(): string[] {
  return [...new Set(guarded.flatMap((record) => [...record.contacted]))].sort()
}

/** Every CSP violation, and every contacted origin not declared or not on 127.0.0.1. */
export function guardProblems(): string[] {
  const problems: string[] = []
  for (const record of guarded.splice(0)) {
    problems.push(...record.violations.map((line) => `CSP violation: ${line}`))
    for (const origin of record.contacted) {
      if (!record.declared.has(origin) || new URL(origin).hostname !== '127.0.0.1') {
        problems.push(`outside host: ${origin}`)
      }
    }
  }
  return problems
}
