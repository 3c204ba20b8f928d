import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseImports } from '../import-rules/parse-imports.js'

/** A folder's files and lines, its tests apart from the code they test. */
export type FolderSize = {
  folder: string
  files: number
  lines: number
  testFiles: number
  testLines: number
}

/** How many imports one folder's files make of another folder's files. */
export type FolderImports = { from: string; to: string; imports: number; testImports: number }

export type FolderMap = { sizes: FolderSize[]; imports: FolderImports[] }

/** Files directly in the root are the folder `.`. */
export const ROOT_FOLDER = '.'
/** Where an import leaving the root goes (a test reaching the repository's tooling). */
export const OUTSIDE = '(outside)'

const SOURCE = /\.(?:[cm]?ts|tsx)$/
// A test kit (`*.test-helper.ts`) is test code too: it ships nowhere.
const TEST = /\.(?:test|test-helper)\.(?:[cm]?ts|tsx)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** The first folder of a root-relative `/` path. */
function folderOf(path: string): string {
  const slash = path.indexOf('/')
  return slash === -1 ? ROOT_FOLDER : path.slice(0, slash)
}

/** Non-blank lines: what a reader reads, not the blank lines between. */
function countLines(text: string): number {
  return text.split('\n').filter((line) => line.trim() !== '').length
}

/**
 * The first-level folders under `root`: each one's files and non-blank lines (tests and test kits
 * counted apart), and every relative import from one folder into another (static, type-only,
 * re-export and `import()`), counted per pair. Imports of packages and within a folder are not in
 * the table; an import leaving `root` is counted to {@link OUTSIDE}.
 */
export function mapFolders(root: string): FolderMap {
  const sizes = new Map<string, FolderSize>()
  const pairs = new Map<string, FolderImports>()
  for (const file of sourceFiles(root)) {
    const path = relative(root, file).split(sep).join('/')
    const folder = folderOf(path)
    const text = readFileSync(file, 'utf8')
    const test = TEST.test(path)
    const size = sizes.get(folder) ?? { folder, files: 0, lines: 0, testFiles: 0, testLines: 0 }
    if (test) {
      size.testFiles++
      size.testLines += countLines(text)
    } else {
      size.files++
      size.lines += countLines(text)
    }
    sizes.set(folder, size)
    for (const { specifier } of parseImports(text, file)) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue
      const target = posix.normalize(posix.join(posix.dirname(path), specifier))
      const to = target.startsWith('../') ? OUTSIDE : folderOf(target)
      if (to === folder) continue
      const key = `${folder}\0${to}`
      const pair = pairs.get(key) ?? { from: folder, to, imports: 0, testImports: 0 }
      if (test) pair.testImports++
      else pair.imports++
      pairs.set(key, pair)
    }
  }
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return {
    sizes: [...sizes.values()].sort((a, b) => byName(a.folder, b.folder)),
    imports: [...pairs.values()].sort((a, b) => byName(a.from, b.from) || byName(a.to, b.to)),
  }
}

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [head, ...rows].map((row) => row.map(String))
  const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)))
  // Names left, numbers right, so a column of counts reads down its last digit.
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 || (column === 1 && head[1] === 'to')
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return cells.map(line).join('\n')
}

/** The map as two plain-text tables under a title: sizes, then imports between folders. */
export function formatFolderMap(title: string, map: FolderMap): string {
  const sizes = table(
    ['folder', 'files', 'lines', 'test files', 'test lines'],
    map.sizes.map((s) => [s.folder, s.files, s.lines, s.testFiles, s.testLines]),
  )
  const imports = table(
    ['from', 'to', 'imports', 'test imports'],
    map.imports.map((i) => [i.from, i.to, i.imports, i.testImports]),
  )
  return `${title}\n\n${sizes}\n\nimports between folders\n\n${imports}\n`
}

/** The folder of this script's repository (scripts/folder-map/ is two levels down). */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
