/**
 * How long ui-react's QR encoder (`qrPath` of components/qr-code.tsx, bundled from source) takes in
 * headless Chromium on WalletConnect pairing URIs: each run a fresh browser, so the first encode is
 * cold (unoptimised code, as on a page that shows its first QR), then the same URI warm. Once with
 * the CPU at full speed and once slowed down by CDP (`PORTICO_QR_THROTTLE`, default 4) to see the
 * margin below a long task (50 ms). `PORTICO_QR_RUNS` cold runs per length (default 5).
 * `PORTICO_QR_SOURCE=<file>` measures another build of the component (the same exports).
 */
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import { build } from 'vite'
import { median } from './bench-page.js'

const source =
  process.env.PORTICO_QR_SOURCE ??
  fileURLToPath(new URL('../../../packages/ui-react/src/components/qr-code.tsx', import.meta.url))
const runs = Number(process.env.PORTICO_QR_RUNS ?? 5)
const throttle = Number(process.env.PORTICO_QR_THROTTLE ?? 4)

/** The component's module as one script defining `window.__qr` (React left out: not called). */
async function bundle(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: source, formats: ['iife'], name: '__qr' },
      rollupOptions: {
        external: ['react', 'react/jsx-runtime'],
        output: { globals: { react: 'React', 'react/jsx-runtime': 'React' } },
      },
    },
  })
  const output = (Array.isArray(out) ? out[0] : out) as { output: { code?: string }[] }
  const code = output.output[0]?.code
  if (!code) throw new Error(`no bundle of ${source}`)
  return `var React = {};${code}`
}

const hex = (n: number) =>
  Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')

/** A WalletConnect v2 pairing URI of about `length` characters (the methods list grows it). */
function pairingUri(length: number): string {
  let uri = `wc:${hex(64)}@2?relay-protocol=irn&symKey=${hex(64)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`
  const methods = ['wc_sessionAuthenticate', 'wc_sessionRequest', 'wc_sessionPropose']
  let i = 0
  if (uri.length < length) uri += '&methods='
  while (uri.length < length) uri += `${i > 0 ? ',' : ''}[${methods[i++ % methods.length]}]`
  return uri.slice(0, Math.max(length, 0)) || uri
}

async function timeEncode(script: string, uri: string, rate: number) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto('about:blank')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await page.addScriptTag({ content: script })
    return await page.evaluate((value) => {
      const qr = (window as unknown as { __qr: { qrPath(v: string): { path: string } } }).__qr
      const t0 = performance.now()
      qr.qrPath(value)
      const cold = performance.now() - t0
      const warm: number[] = []
      for (let i = 0; i < 20; i++) {
        const t = performance.now()
        qr.qrPath(value)
        warm.push(performance.now() - t)
      }
      warm.sort((a, b) => a - b)
      return { cold, warm: warm[10] ?? Number.NaN }
    }, uri)
  } finally {
    await browser.close()
  }
}

const script = await bundle()
const lengths = [170, 300, 600]
for (const rate of [1, throttle]) {
  for (const length of lengths) {
    const uri = pairingUri(length)
    const cold: number[] = []
    const warm: number[] = []
    for (let run = 0; run < runs; run++) {
      const t = await timeEncode(script, uri, rate)
      cold.push(t.cold)
      warm.push(t.warm)
    }
    const list = (v: number[]) => v.map((x) => x.toFixed(1)).join(', ')
    console.log(
      `CPU ${rate}x, ${uri.length} chars: first encode ${median(cold).toFixed(1)} ms (${list(cold)}), warm ${median(warm).toFixed(2)} ms (${list(warm)})`,
    )
  }
}
