import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launch-chromium.js'
import { pageSettled } from './page-settled.js'

// pageSettled in Chromium on pages set as HTML: what it waits for, what it leaves, and that a wait
// that cannot end fails with a name instead of holding the test until its own timeout.

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage()
}, 60_000)

afterAll(() => browser?.close())

const withAnimation = (style: string) =>
  page.setContent(
    `<style>@keyframes grow { from { width: 10px } to { width: 50px } } #box { ${style} }</style><div id="box">x</div>`,
  )

describe('pageSettled (Chromium)', () => {
  it('waits for a finite animation to finish', async () => {
    await withAnimation('animation: grow 300ms forwards')
    await pageSettled(page)
    expect(await page.evaluate(() => document.getAnimations().map((a) => a.playState))).toEqual([
      'finished',
    ])
  })

  it('leaves an endless and a paused animation as they stand', async () => {
    await page.setContent(
      `<style>@keyframes spin { to { transform: rotate(1turn) } } @keyframes grow { to { width: 50px } }
       #a { animation: spin 1s infinite } #b { animation: grow 60s; animation-play-state: paused }</style>
       <div id="a">a</div><div id="b">b</div>`,
    )
    await pageSettled(page, { timeout: 2_000 })
    expect(
      (await page.evaluate(() => document.getAnimations().map((a) => a.playState))).sort(),
    ).toEqual(['paused', 'running'])
  })

  it('names a finite animation still running after the bound instead of waiting for it', async () => {
    await withAnimation('animation: grow 60s')
    await expect(pageSettled(page, { timeout: 300 })).rejects.toThrow(
      'pageSettled: animations still running: grow on div',
    )
  })
})
