import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Example } from '../../../scripts/api-docs/compile-examples.js'

/** The site's folder: its pages are the markdown files under it. */
export const SITE_DIR = fileURLToPath(new URL('..', import.meta.url))

/** Folders that hold no page (outputs, dependencies, the checks themselves). */
const NOT_PAGES = new Set([
  'node_modules',
  'dist',
  'public',
  'test-results',
  'checks',
  '.vitepress',
])

/** Every page of the site, as paths relative to the site's folder (`families/evm.md`). */
export function sitePages(dir: string = SITE_DIR): string[] {
  const pages: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!NOT_PAGES.has(entry.name)) walk(path)
      } else if (entry.name.endsWith('.md') && path !== join(dir, 'README.md')) {
        pages.push(relative(dir, path).split(sep).join('/'))
      }
    }
  }
  walk(dir)
  return pages.sort()
}

/** A fenced block opening: three or more backticks, the language, anything after it. */
const FENCE_OPEN = /^(`{3,}|~{3,})\s*([\w-]*)/

/**
 * The `ts` / `tsx` code blocks of one markdown page, each named `<page>:<line>` (the line of its
 * opening fence), so a diagnostic points at the block.
 */
export function codeBlocksOf(markdown: string, page: string): Example[] {
  const lines = markdown.split('\n')
  const blocks: Example[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i] ?? '')
    if (!open) continue
    const [, fence = '```', language = ''] = open
    const start = i
    const body: string[] = []
    for (i++; i < lines.length && !(lines[i] ?? '').trimEnd().startsWith(fence); i++)
      body.push(lines[i] ?? '')
    if (['ts', 'tsx', 'typescript'].includes(language.toLowerCase()))
      blocks.push({ name: `${page}:${start + 1}`, code: body.join('\n') })
  }
  return blocks
}

/** The `ts` / `tsx` blocks of every page of the site. */
export function siteCodeBlocks(dir: string = SITE_DIR): Example[] {
  return sitePages(dir).flatMap((page) => codeBlocksOf(readFileSync(join(dir, page), 'utf8'), page))
}
