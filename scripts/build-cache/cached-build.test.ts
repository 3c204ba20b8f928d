import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeTempDirs } from '../test-support/temp-dirs'
import { COMPLETE_MARKER, cachedBuild, inputsHash, isCompleteBuild } from './cached-build.js'

const tempDir = makeTempDirs('cached-build-')

/** A source folder with one input file, and a build that counts its runs. */
function fixture() {
  const src = tempDir()
  writeFileSync(join(src, 'main.ts'), 'export const a = 1\n')
  const cacheDir = tempDir()
  let runs = 0
  const build = async (outDir: string) => {
    runs += 1
    mkdirSync(outDir, { recursive: true })
    writeFileSync(join(outDir, 'index.html'), `<p>build ${runs}</p>`)
  }
  return { src, cacheDir, build, runs: () => runs }
}

describe('cachedBuild', () => {
  it('builds once for the same inputs and again when an input changes', async () => {
    const { src, cacheDir, build, runs } = fixture()
    const first = await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    const again = await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(again).toBe(first)
    expect(runs()).toBe(1)
    writeFileSync(join(src, 'main.ts'), 'export const a = 2\n')
    const changed = await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(changed).not.toBe(first)
    expect(runs()).toBe(2)
  })

  it('leaves tests and output folders out of the hash', () => {
    const { src } = fixture()
    const before = inputsHash('page', [src])
    writeFileSync(join(src, 'main.test.ts'), 'it()\n')
    mkdirSync(join(src, 'dist'))
    writeFileSync(join(src, 'dist', 'out.js'), '1')
    mkdirSync(join(src, 'test-results'))
    writeFileSync(join(src, 'test-results', 'failure.png'), '1')
    expect(inputsHash('page', [src])).toBe(before)
    writeFileSync(join(src, 'other.ts'), '1')
    expect(inputsHash('page', [src])).not.toBe(before)
  })

  it('keeps nothing of a failed build or one without its marker file, and says which', async () => {
    const { src, cacheDir } = fixture()
    await expect(
      cachedBuild({
        name: 'page',
        inputs: [src],
        cacheDir,
        build: async () => {
          throw new Error('compile error')
        },
      }),
    ).rejects.toThrow('compile error')
    await expect(
      cachedBuild({
        name: 'page',
        inputs: [src],
        cacheDir,
        build: async (outDir) => {
          mkdirSync(outDir, { recursive: true })
        },
      }),
    ).rejects.toThrow('the page build wrote no index.html')
    expect(readdirSync(cacheDir)).toEqual([])
  })

  it('a second caller waits for the build under way instead of building too', async () => {
    const { src, cacheDir, build, runs } = fixture()
    const [a, b] = await Promise.all([
      cachedBuild({ name: 'page', inputs: [src], build, cacheDir }),
      cachedBuild({ name: 'page', inputs: [src], build, cacheDir }),
    ])
    expect(a).toBe(b)
    expect(runs()).toBe(1)
  })

  it('takes over the lock of a process that died while building', async () => {
    const { src, cacheDir, build, runs } = fixture()
    const lock = join(cacheDir, `page-${inputsHash('page', [src])}.lock`)
    mkdirSync(lock, { recursive: true })
    // No process has this pid (above Linux's pid_max).
    writeFileSync(join(lock, 'pid'), '4194305')
    const dir = await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(runs()).toBe(1)
    expect(readdirSync(cacheDir)).toEqual([dir.slice(cacheDir.length + 1)])
  })

  it('removes an old build of the same name, never another name', async () => {
    const { src, cacheDir, build } = fixture()
    const old = await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    const other = await cachedBuild({ name: 'frame', inputs: [src], build, cacheDir })
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    utimesSync(old, hourAgo, hourAgo)
    utimesSync(other, hourAgo, hourAgo)
    writeFileSync(join(src, 'main.ts'), 'export const a = 3\n')
    const fresh = await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(
      readdirSync(cacheDir)
        .map((name) => join(cacheDir, name))
        .sort(),
    ).toEqual([fresh, other].sort())
  })

  it('skips an entry another process removed after the listing (two files pruning at once)', async () => {
    const { src, cacheDir, build } = fixture()
    // Listed by readdir, gone for stat: what a build removed by another test file in between is.
    symlinkSync(join(cacheDir, 'removed-meanwhile'), join(cacheDir, 'page-0123456789abcdef'))
    const done = await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(readFileSync(join(done, 'index.html'), 'utf8')).toBe('<p>build 1</p>')
  })

  it('does not reuse a build without its completion list, with a file missing or cut short', async () => {
    const { src, cacheDir, build, runs } = fixture()
    const dir = join(cacheDir, `page-${inputsHash('page', [src])}`)
    // A half-written build: the files are there, the list is not.
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'index.html'), '<p>half</p>')
    expect(isCompleteBuild(dir)).toBe(false)
    const lines: string[] = []
    const log = (line: string) => lines.push(line)
    expect(await cachedBuild({ name: 'page', inputs: [src], build, cacheDir, log })).toBe(dir)
    expect(runs()).toBe(1)
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('<p>build 1</p>')
    expect(lines).toEqual([`page: building into ${dir}`])
    expect(isCompleteBuild(dir)).toBe(true)
    // A file cut short after the build (a copy cut off): built again.
    writeFileSync(join(dir, 'index.html'), '<p>')
    await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(runs()).toBe(2)
    // A file removed (a temp cleaner): built again.
    rmSync(join(dir, 'index.html'))
    await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(runs()).toBe(3)
    // An unreadable list: built again; then reused.
    writeFileSync(join(dir, COMPLETE_MARKER), '{"index.html":')
    await cachedBuild({ name: 'page', inputs: [src], build, cacheDir })
    expect(runs()).toBe(4)
    await cachedBuild({ name: 'page', inputs: [src], build, cacheDir, log })
    expect(runs()).toBe(4)
    expect(lines.at(-1)).toBe(`page: reusing ${dir}`)
    expect(readdirSync(cacheDir)).toEqual([dir.slice(cacheDir.length + 1)])
  })

  it('hashes paths relative to its root (two clones agree) and the extra key', () => {
    const { src } = fixture()
    const clone = tempDir()
    cpSync(src, clone, { recursive: true })
    const hash = inputsHash('page', [join(src, 'main.ts')], { root: src, key: ['node20'] })
    expect(inputsHash('page', [join(clone, 'main.ts')], { root: clone, key: ['node20'] })).toBe(
      hash,
    )
    expect(inputsHash('page', [join(clone, 'main.ts')], { root: clone, key: ['node22'] })).not.toBe(
      hash,
    )
    // Fields are length-prefixed: moving a character between the name and the key changes it.
    expect(inputsHash('pag', [join(src, 'main.ts')], { root: src, key: ['enode20'] })).not.toBe(
      hash,
    )
  })
})
