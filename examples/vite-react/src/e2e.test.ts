import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const exampleDir = fileURLToPath(new URL('..', import.meta.url))

// The example's Playwright suite (its own runner, its own browser) run from `pnpm test`: it must
// pass as a user would run it, `playwright test` in the app's folder, against the built packages.
it('the example app’s Playwright tests pass (connect, sign-in, sign, declines, wagmi alone, the other families)', async () => {
  const run = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
    cwd: exampleDir,
    env: { ...process.env, CI: '1', FORCE_COLOR: '0' },
  })
  let output = ''
  run.stdout.on('data', (chunk: Buffer) => {
    output += chunk
  })
  run.stderr.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => run.on('close', resolve))
  if (code !== 0) console.error(output)
  expect(code).toBe(0)
  expect(output).toMatch(/\b8 passed\b/)
  // Measured 60–70 s on a loaded 2-core machine; the margin is for a full parallel `pnpm test`.
}, 180_000)
