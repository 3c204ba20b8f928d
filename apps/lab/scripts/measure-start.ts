// `pnpm --filter @portico/lab measure-start [--cold]`: how long `pnpm lab` takes until it prints its
// URLs, until the page is usable (connect button rendered) and until the modal opens, as a user
// sees it. `--cold` first removes the caches a fresh clone would not have (Vite's pre-bundled
// dependencies and the PGlite template). Prints one JSON line.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../src/e2e/lab-browser.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const cold = process.argv.includes('--cold')
if (cold) {
  for (const cache of ['node_modules/.vite', 'node_modules/.cache/portico-lab']) {
    rmSync(fileURLToPath(new URL(`../${cache}`, import.meta.url)), { recursive: true, force: true })
  }
}
const port = process.env.LAB_PORT ?? '5198'
const browser = await launchChromium()
const started = performance.now()
const seconds = () => Math.round((performance.now() - started) / 100) / 10
const lab = spawn('pnpm', ['lab'], {
  cwd: root,
  detached: true,
  env: { ...process.env, LAB_PORT: port },
})
try {
  let output = ''
  lab.stdout.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 180_000
  while (!output.includes('Portico lab is running')) {
    if (Date.now() > deadline || lab.exitCode !== null)
      throw new Error(`pnpm lab did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const banner = seconds()
  const page = await browser.newPage()
  await page.goto(`http://127.0.0.1:${port}/`, { timeout: 120_000 })
  await page.getByTestId('lab-connect').waitFor({ timeout: 120_000 })
  const usable = seconds()
  await page.getByTestId('lab-connect').click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Test Wallet/ })
    .waitFor({ timeout: 60_000 })
  const modal = seconds()
  console.log(
    JSON.stringify({ cold, urlsPrintedS: banner, pageUsableS: usable, modalOpenS: modal }),
  )
} finally {
  if (lab.pid && lab.exitCode === null) {
    process.kill(-lab.pid, 'SIGINT')
    await new Promise((resolve) => lab.once('exit', resolve))
  }
  await browser.close()
}
