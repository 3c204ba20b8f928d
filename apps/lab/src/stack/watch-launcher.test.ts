import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

it('stops the lab when its launcher is killed without passing the signal on (pnpm and SIGTERM)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-lab-watch-'))
  const child = join(dir, 'child.ts')
  const watcher = fileURLToPath(new URL('./watch-launcher.ts', import.meta.url))
  writeFileSync(
    child,
    `import { watchLauncher } from ${JSON.stringify(watcher)}
console.log('watching')
watchLauncher(() => { console.log('launcher gone'); process.exit(0) }, 100)
// Registered after the watcher's 100 ms interval: the event loop runs its checks at 100, 200 and
// 300 ms before this, whatever the machine's load.
setTimeout(() => console.log('checked three times'), 350)
setTimeout(() => { console.log('timeout'); process.exit(1) }, 20_000)
`,
  )
  // A launcher (sh) that runs the watched process and waits, like pnpm running a script.
  const launcher = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${child}" & wait`], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  launcher.stdout.on('data', (chunk) => {
    output += chunk
  })
  const until = Date.now() + 30_000
  while (!output.includes('watching') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(output).toContain('watching')
  // Nothing fires while the launcher lives: three checks ran, none called it gone.
  while (!/checked three times|launcher gone/.test(output) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(output).not.toContain('launcher gone')
  expect(output).toContain('checked three times')
  launcher.kill('SIGKILL')
  while (!/launcher gone|timeout/.test(output) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(output).toContain('launcher gone')
}, 60_000)
