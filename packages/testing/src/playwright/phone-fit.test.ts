import { describe, expect, it } from 'vitest'
import { outsideProblems, type SheetFit, sheetFitProblems } from './phone-fit.js'

const screen = { top: 0, bottom: 740, left: 0, right: 360 }
const fitting: SheetFit = {
  scrollWidth: 360,
  innerWidth: 360,
  screenWidth: 360,
  viewport: screen,
  sheet: { top: 300, bottom: 740, left: 0, right: 360 },
  last: {
    name: 'Preview send',
    box: { top: 680, bottom: 720, left: 16, right: 344 },
    pageScrolled: false,
    hit: true,
  },
}

describe('phone fit', () => {
  it('a box within another, sub-pixel rounding allowed, has no problems', () => {
    expect(outsideProblems({ top: -0.4, bottom: 740.4, left: 0, right: 360 }, screen, 'x')).toEqual(
      [],
    )
  })

  it('names each side a box leaves its frame by', () => {
    expect(
      outsideProblems({ top: -2, bottom: 741, left: -1, right: 361 }, screen, 'sheet'),
    ).toEqual([
      'sheet: top -2 above 0',
      'sheet: bottom 741 below 740',
      'sheet: left -1 before 0',
      'sheet: right 361 past 360',
    ])
  })

  it('a sheet that fits has no problems', () => {
    expect(sheetFitProblems(fitting, 'Send')).toEqual([])
  })

  it('lists a page wider than the screen (also when the layout viewport widened to it)', () => {
    expect(sheetFitProblems({ ...fitting, scrollWidth: 400, innerWidth: 400 }, 'Send')).toEqual([
      'Send: page wider than the screen (400 > 360)',
    ])
  })

  it('lists a last element off screen, reached by scrolling the page, or covered', () => {
    const last = {
      name: 'Preview send',
      box: { top: 700, bottom: 760, left: 16, right: 344 },
      pageScrolled: true,
      hit: false,
    }
    expect(sheetFitProblems({ ...fitting, last }, 'Send')).toEqual([
      'Send: last element "Preview send" in the sheet: bottom 760 below 740',
      'Send: last element "Preview send" on screen: bottom 760 below 740',
      'Send: the page scrolled to show "Preview send"',
      'Send: "Preview send" is covered',
    ])
    expect(sheetFitProblems({ ...fitting, last: null }, 'Send')).toEqual([
      'Send: the sheet has no focusable element',
    ])
  })
})
