// The kit page of frame.browser.test.ts: an app that creates the kit with an embedded wallet and
// nothing else (a wallet-less mock adapter: a kit needs one), so the test sees what the page loads
// before and after the first email action.
import { createAppKit, mainnet } from '@portico/core'
import { mockAdapter } from '@portico/core/testing'

const page = window as unknown as {
  __kit: {
    start(frameUrl: string): void
    isConnected(): Promise<boolean | string>
    frameCount(): number
  }
}

let kit: ReturnType<typeof createAppKit> | undefined

page.__kit = {
  start(frameUrl) {
    kit = createAppKit({
      adapters: [mockAdapter({ accounts: [] })],
      networks: [mainnet],
      projectId: 'frame-test',
      embeddedWallet: { frameUrl },
    })
  },
  async isConnected() {
    try {
      return (await kit?.embeddedWallet.isConnected()) ?? 'no kit'
    } catch (error) {
      return (error as Error).message
    }
  },
  frameCount: () => document.querySelectorAll('iframe[data-portico-frame]').length,
}
