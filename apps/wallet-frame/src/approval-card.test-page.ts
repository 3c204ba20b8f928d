// The frame-side page of approval-card.browser.test.ts: the real approval card (describeRequest,
// askApproval, frame.css, the default IntersectionObserver v2 arming) on an origin of its own,
// put in an iframe by a dapp page on another.
import { type DescribedRequest, describeRequest } from './approval-request.js'
import { askApproval } from './approval-view.js'
import { applyFrameTheme } from './frame-theme.js'

declare global {
  interface Window {
    __card: {
      show(request: DescribedRequest, dappName?: string): string | undefined
      theme(theme: Parameters<typeof applyFrameTheme>[1]): string | undefined
      result(): boolean | undefined
    }
  }
}

let result: boolean | undefined
const dappOrigin = new URLSearchParams(location.search).get('origin') ?? ''

window.__card = {
  show(request, dappName) {
    const root = document.getElementById('approval')
    if (!root) return 'no root'
    result = undefined
    try {
      void askApproval(root, {
        content: describeRequest(request),
        dappOrigin,
        ...(dappName ? { dappName } : {}),
      }).then((approved) => {
        result = approved
      })
      return undefined
    } catch (error) {
      return (error as Error).message
    }
  },
  theme(theme) {
    try {
      applyFrameTheme(document.documentElement, theme)
      return undefined
    } catch (error) {
      return (error as Error).message
    }
  },
  result: () => result,
}
