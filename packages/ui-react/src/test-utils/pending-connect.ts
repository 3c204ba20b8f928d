import type { AppKit, ChainAdapter } from '@portico/core'
import type { MockAdapter } from '@portico/core/testing'

/**
 * Makes the instance's mock wallet wait before answering connect, like a real wallet showing its
 * prompt: `onRequest` runs when asked (e.g. to emit a pairing URI), `approve()` lets it connect.
 */
export function holdConnect(kit: AppKit, onRequest?: (count: number) => void) {
  const adapter = kit.getAdapter('eip155') as ChainAdapter & MockAdapter
  const original = adapter.connect.bind(adapter)
  let requests = 0
  let approve: (() => void) | undefined
  adapter.connect = (params) => {
    requests += 1
    onRequest?.(requests)
    return new Promise((resolve, reject) => {
      approve = () => {
        original(params).then(resolve, reject)
      }
    })
  }
  return { requests: () => requests, approve: () => approve?.() }
}
