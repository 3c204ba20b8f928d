// The frame-side page of approval-card.browser.test.ts: the real approval card (describeRequest,
// askApproval, frame.css, the default IntersectionObserver v2 arming) on an origin of its own,
// put in an iframe by a dapp page on another.
import { type DescribedRequest, describeRequest } from './approval-request.js'
import { askApproval } from './approval-view.js'
import { applyFrameTheme } from './frame-theme.js'
import { describeSwitch } from './network-switch.js'

declare global {
  interface Window {
    __card: {
      show(request: DescribedRequest, dappName?: string): string | undefined
      /** The "Switch network" card (SWITCH_NETWORK to another chain). */
      showSwitch(from: number, to: number, dappName?: string): string | undefined
      theme(theme: Parameters<typeof applyFrameTheme>[1]): string | undefined
      result(): boolean | undefined
    }
  }
}

let result: boolean | undefined
const dappOrigin = new URLSearchParams(location.search).get('origin') ?? ''

function showContent(
  content: () => ReturnType<typeof describeRequest>,
  dappName: string | undefined,
): string | undefined {
  const root = document.getElementById('approval')
  if (!root) return 'no root'
  result = undefined
  try {
    void askApproval(root, {
      content: content(),
      dappOrigin,
      ...(dappName ? { dappName } : {}),
    }).then((approved) => {
      result = approved
    })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

window.__card = {
  show(request, dappName) {
    return showContent(() => describeRequest(request), dappName)
  },
  showSwitch(from, to, dappName) {
    return showContent(() => describeSwitch(from, to), dappName)
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
