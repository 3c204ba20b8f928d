import { pageSettled } from '@portico/testing/playwright'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { runAxe } from './axe.js'
import { screenshot } from './fixture-harness.js'

/** How the dialog is laid out right to left: read from the page, then checked by the tests. */
export interface RtlLayout {
  /** `dir` and `lang` of the closest element that sets them (the modal root). */
  dir: string | null
  lang: string | null
  /** Close sits at the start of the header: left of the title right to left. */
  closeLeftOfTitle: boolean
}

/** Reads `RtlLayout` of the open dialog. */
export function readRtlLayout(dialog: Locator): Promise<RtlLayout> {
  return dialog.evaluate((element) => {
    const close = element.querySelector('[data-portico-close]')?.getBoundingClientRect()
    const title = element.querySelector('.portico-title')?.getBoundingClientRect()
    return {
      dir: element.closest('[dir]')?.getAttribute('dir') ?? null,
      lang: element.closest('[lang]')?.getAttribute('lang') ?? null,
      closeLeftOfTitle: close !== undefined && title !== undefined && close.right <= title.left + 1,
    }
  })
}

/**
 * Whether the text of the first element matching `selector` in the dialog reads left to right on
 * screen: its first character is left of its last one (an amount or an address kept an LTR island:
 * "1.250 ETH", not "ETH 1.250").
 */
export function readsLeftToRight(dialog: Locator, selector: string): Promise<boolean> {
  return dialog.evaluate((element, css) => {
    const target = element.querySelector(css)
    const walker = document.createTreeWalker(target ?? element, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    const first = texts.find((text) => text.data.trim() !== '')
    const last = texts.findLast((text) => text.data.trim() !== '')
    if (!target || !first || !last) throw new Error(`no text in ${css}`)
    const charBox = (text: Text, index: number) => {
      const range = document.createRange()
      range.setStart(text, index)
      range.setEnd(text, index + 1)
      return range.getBoundingClientRect()
    }
    const start = first.data.search(/\S/)
    const end = last.data.trimEnd().length - 1
    return charBox(first, start).left < charBox(last, end).left
  }, selector)
}

/**
 * axe-core looks for icon fonts by drawing a text's first letter alone and within the text: an
 * Arabic letter changes shape when joined, so Arabic words pass for icon ligatures and drop out of
 * "visible text" (label-in-name then fails on the token picker, whose Arabic label is in its name).
 * The kit draws icons as SVG, never with a font: the check's pixel threshold is set out of reach so
 * Arabic stays text. (Colour contrast runs the same heuristic without options: it skips Arabic-only
 * text, so the colours are checked on the English views.)
 */
const ARABIC_TEXT_IS_TEXT = { 'label-content-name-mismatch': { pixelThreshold: 2 } }

/**
 * The dialog is right to left in Arabic and, once settled, axe finds nothing; with
 * `PORTICO_SCREENSHOTS=1` a screenshot `<screenshotName>.png` is written too.
 */
export async function checkRtlDialog(
  page: Page,
  dialog: Locator,
  screenshotName: string,
): Promise<void> {
  const layout = await readRtlLayout(dialog)
  expect(layout).toEqual({ dir: 'rtl', lang: 'ar', closeLeftOfTitle: true })
  // axe sees the dialog at rest (images in, entrance animations done): the screenshot taken here
  // before, with its animations fast-forwarded, did that too, and now runs only on request.
  await pageSettled(page)
  await screenshot(dialog, screenshotName, { animations: 'disabled' })
  const axe = await runAxe(page, ARABIC_TEXT_IS_TEXT)
  expect(axe.violations, JSON.stringify(axe.violations, null, 2)).toEqual([])
  // axe really looked at the dialog. Its colour-contrast rule skips Arabic text (joined letters pass
  // its icon-ligature test), so an Arabic-only view has no contrast result: the same colours are
  // checked on the English views (views.test.ts, wallet-views.test.ts).
  expect(axe.passes).toContain('aria-dialog-name')
}
