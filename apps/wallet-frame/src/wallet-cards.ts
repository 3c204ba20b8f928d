import type { ApprovalSideAction } from './approval-view.js'
import { exportKeyView } from './export-view.js'
import type { FrameWallet } from './frame-wallet.js'
import { askRecoveryFile, type CardOptions, offerRecoveryFile } from './recovery-view.js'

// The wallet's own cards around an approval (loaded with the keys, after login): what a new
// device needs before it can sign, the recovery file of a new wallet, and the side actions.

const offered = new WeakSet<FrameWallet>()

/**
 * Makes the wallet ready to sign, in the frame's own UI: on a device without a share it asks for
 * the recovery file (`false` when the user cancels); right after the wallet was made (without
 * escrow) it offers the recovery file, once.
 */
export async function walletReady(
  root: HTMLElement,
  wallet: FrameWallet,
  options: CardOptions & { email?: string | undefined },
): Promise<boolean> {
  const { email, ...card } = options
  if (await wallet.needsRecovery()) {
    const restored = await askRecoveryFile(
      root,
      { address: await wallet.address(), restore: (share) => wallet.restore(share) },
      card,
    )
    if (!restored) {
      root.hidden = true
      root.replaceChildren()
      return false
    }
  }
  const recovery = await wallet.recoveryShare()
  // With escrow the server keeps the recovery share for email-only recovery: the file stays on
  // offer under the approval card, but the user is not stopped for it.
  if (recovery.fresh && !wallet.recoveryEscrow && !offered.has(wallet)) {
    offered.add(wallet)
    await saveRecoveryFile(root, wallet, recovery, email, card)
  }
  return true
}

async function saveRecoveryFile(
  root: HTMLElement,
  wallet: FrameWallet,
  recovery: Awaited<ReturnType<FrameWallet['recoveryShare']>>,
  email: string | undefined,
  options: CardOptions,
): Promise<void> {
  const saved = await offerRecoveryFile(
    root,
    {
      address: recovery.address,
      share: recovery.share,
      fresh: recovery.fresh,
      ...(email ? { email } : {}),
    },
    options,
  )
  // Saved: the new wallet's recovery share leaves memory (a later file holds the device share).
  if (saved === 'saved' && recovery.fresh) wallet.recoveryHandled()
}

/** Under the approval card: a (new) recovery file, and the private key export. */
export function sideActions(wallet: FrameWallet, email: string | undefined): ApprovalSideAction[] {
  return [
    {
      label: 'Recovery file',
      run: async (root, signal) =>
        saveRecoveryFile(
          root,
          wallet,
          await wallet.recoveryShare(),
          email,
          signal ? { signal } : {},
        ),
    },
    {
      label: 'Export private key',
      run: async (root, signal) =>
        exportKeyView(root, await wallet.open(), signal ? { signal } : {}),
    },
  ]
}
