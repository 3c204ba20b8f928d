/**
 * Where the heap after open is: cold loads of each built site given
 * (`PORTICO_HEAP_DISTS=a,b`), the page settled, a real click on the button, the page settled again
 * (1 s without a request, like the anchors' harness), a GC, then a heap snapshot. Prints the heap
 * used and, per kind of object, the bytes of each site beside the first's, largest changes first.
 */
import { onColdPage, settle } from './bench-page.js'
import { startBenchServer } from './bench-server.js'
import { heapSummary } from './heap-summary.js'

const dists = (process.env.PORTICO_HEAP_DISTS ?? '').split(',').filter(Boolean)
if (dists.length === 0) throw new Error('PORTICO_HEAP_DISTS=<dist>[,<dist>…] is required')

async function heapAfterOpen(dist: string) {
  const server = await startBenchServer(dist, 0)
  try {
    return await onColdPage(server.url, async (bench) => {
      const { page } = bench
      await bench.mark('button')
      await settle(page)
      await page.click('[data-testid="connect-button"]')
      await page.getByRole('dialog').waitFor()
      await settle(page)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
      const chunks: string[] = []
      cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
      return { usedSize, summary: heapSummary(chunks.join('')) }
    })
  } finally {
    await server.close()
  }
}

const results: Awaited<ReturnType<typeof heapAfterOpen>>[] = []
for (const dist of dists) results.push(await heapAfterOpen(dist))
const kb = (n = 0) => (n / 1024).toFixed(0).padStart(7)
console.log(
  `heap used after open (GC), MB: ${results.map((r) => (r.usedSize / 1048576).toFixed(2)).join(' / ')}`,
)
const keys = new Set(results.flatMap((r) => [...r.summary.keys()]))
const rows = [...keys].map((key) => {
  const sizes = results.map((r) => r.summary.get(key)?.bytes ?? 0)
  // One site: its largest kinds; several: the largest differences.
  const spread = sizes.length > 1 ? Math.max(...sizes) - Math.min(...sizes) : (sizes[0] ?? 0)
  return { key, sizes, spread }
})
for (const row of rows.sort((a, b) => b.spread - a.spread).slice(0, 40))
  console.log(`${row.sizes.map(kb).join(' ')} KB  ${row.key}`)
