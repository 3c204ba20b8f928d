/** What the user is asked to approve: a not-safe RPC method (SPEC §6) from the dapp. */
export interface ApprovalRequest {
  method: string
  params: readonly unknown[] | Record<string, unknown> | undefined
  /** The embedding page's origin as the browser reported it (never the dapp's own claim). */
  dappOrigin: string
  /** The name the dapp gave (SYNC_DAPP_DATA): shown as a claim, beside the origin. */
  dappName?: string
}

export interface ApprovalOptions {
  /**
   * The buttons stay disabled this long after the card appears, so a dapp that shows the frame
   * under the user's pointer right before a click cannot turn that click into an approval.
   */
  armDelayMs?: number
  setTimeout?: (fn: () => void, ms: number) => unknown
  signal?: AbortSignal
}

const titles: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_signTypedData_v3: 'Sign typed data',
  eth_signTypedData: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  eth_signTransaction: 'Sign transaction',
  wallet_sendCalls: 'Send calls',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
}

function hexToText(hex: string): string | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) return undefined
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** What the card shows as the request's content: a message as text, anything else as JSON. */
export function approvalDetails(request: Pick<ApprovalRequest, 'method' | 'params'>): string {
  const params = Array.isArray(request.params) ? request.params : []
  if (request.method === 'personal_sign' && typeof params[0] === 'string') {
    return hexToText(params[0]) ?? params[0]
  }
  const shown = request.method.startsWith('eth_signTypedData')
    ? params[1]
    : (params[0] ?? request.params)
  const text = typeof shown === 'string' ? shown : JSON.stringify(shown, null, 2)
  return (text ?? '').slice(0, 4000)
}

/** A side action offered under the approval card (recovery file, export); it draws its own cards. */
export interface ApprovalSideAction {
  label: string
  run(root: HTMLElement, signal: AbortSignal | undefined): Promise<void>
}

/**
 * Shows the frame's own approval card and resolves `true` on Approve, `false` on Reject or when
 * `signal` aborts (the kit withdrew the request). Text only (`textContent`): nothing the dapp sent
 * is ever parsed as HTML. A side action (`more`) replaces the card while it runs, then the card
 * comes back (armed again).
 *
 * @example
 * if (!(await askApproval(root, { method, params, dappOrigin }))) throw rejected
 */
export function askApproval(
  root: HTMLElement,
  request: ApprovalRequest,
  options: ApprovalOptions & { more?: readonly ApprovalSideAction[] } = {},
): Promise<boolean> {
  const doc = root.ownerDocument
  const later = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms))

  return new Promise((resolve) => {
    let settled = false
    const finish = (approved: boolean) => {
      if (settled) return
      settled = true
      root.hidden = true
      root.replaceChildren()
      options.signal?.removeEventListener('abort', onAbort)
      resolve(approved)
    }
    const onAbort = () => finish(false)

    function render(): void {
      const card = doc.createElement('section')
      card.className = 'approval-card'
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-labelledby', 'approval-title')
      const title = doc.createElement('h1')
      title.id = 'approval-title'
      title.textContent = titles[request.method] ?? request.method
      const from = doc.createElement('p')
      from.textContent = request.dappName
        ? `${request.dappName} (${request.dappOrigin}) asks you to approve:`
        : `${request.dappOrigin} asks you to approve:`
      const details = doc.createElement('pre')
      details.textContent = approvalDetails(request)
      const actions = doc.createElement('div')
      actions.className = 'approval-actions'
      const reject = doc.createElement('button')
      reject.type = 'button'
      reject.textContent = 'Reject'
      const approve = doc.createElement('button')
      approve.type = 'button'
      approve.textContent = 'Approve'
      approve.dataset.approve = ''
      actions.append(reject, approve)
      card.append(title, from, details, actions)
      const side = (options.more ?? []).map((action) => {
        const button = doc.createElement('button')
        button.type = 'button'
        button.className = 'side-action'
        button.textContent = action.label
        button.addEventListener(
          'click',
          () => {
            void action
              .run(root, options.signal)
              .catch(() => undefined)
              .then(() => {
                if (!settled) render()
              })
          },
          { once: true },
        )
        return button
      })
      if (side.length > 0) {
        const row = doc.createElement('div')
        row.className = 'side-actions'
        row.append(...side)
        card.append(row)
      }
      const buttons = [reject, approve, ...side]
      for (const button of buttons) button.disabled = true
      root.replaceChildren(card)
      root.hidden = false
      later(() => {
        for (const button of buttons) button.disabled = false
        reject.focus()
      }, options.armDelayMs ?? 600)
      approve.addEventListener('click', () => finish(true), { once: true })
      reject.addEventListener('click', () => finish(false), { once: true })
    }

    if (options.signal?.aborted) return finish(false)
    options.signal?.addEventListener('abort', onAbort, { once: true })
    render()
  })
}
