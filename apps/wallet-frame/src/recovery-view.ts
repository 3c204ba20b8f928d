import type { Address } from 'viem'
import { type ArmOptions, armButtons, cardButton, showCard, waitForChoice } from './frame-card.js'
import {
  isPasskeyRecoveryFile,
  KeySharesError,
  PasskeyPrfUnsupportedError,
  passkeyRecoveryFile,
  RecoveryFileError,
  readPasskeyRecoveryFile,
  readRecoveryFile,
  recoveryFile,
  type Share,
} from './keys/index.js'

/** A recovery file is a few hundred bytes: anything much larger is not one (and is not read). */
const MAX_FILE_BYTES = 64 * 1024

/** A card's abort signal and how its buttons arm (armButtons: only while the card is visible). */
export interface CardOptions extends ArmOptions {
  signal?: AbortSignal
}

/** Saves `text` as a download from the frame's own origin (the kit's iframe allows downloads). */
export function downloadText(doc: Document, name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = doc.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  doc.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the blob once the click's download started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Whether this browser may create a passkey with the PRF extension (it asks; some say no later). */
async function passkeyMayWork(): Promise<boolean> {
  const credential = globalThis.PublicKeyCredential as
    | (typeof PublicKeyCredential & {
        getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>
      })
    | undefined
  if (!credential) return false
  if (!credential.getClientCapabilities) return true
  const capabilities = await credential.getClientCapabilities().catch(() => undefined)
  return capabilities?.['extension:prf'] !== false
}

/**
 * Offers the recovery file: after the wallet was made (`fresh`: its recovery share, shown once)
 * or on request (this device's share, which rebuilds the wallet with the server's share just as
 * well). A plain file to download, or one encrypted with a new passkey's PRF where the browser
 * has it. Resolves 'saved' once a file was handed to the browser, 'later' otherwise.
 */
export async function offerRecoveryFile(
  root: HTMLElement,
  p: { address: Address; share: Share; fresh: boolean; email?: string },
  options: CardOptions = {},
): Promise<'saved' | 'later'> {
  const doc = root.ownerDocument
  const { card, status, actions } = showCard(root, {
    id: 'recovery',
    title: 'Save your recovery file',
    texts: p.fresh
      ? [
          'Your wallet is split into three shares: one stays on this device, one on the wallet server, and one is yours to keep.',
          'Save your share as a recovery file and keep it private and offline. With it your wallet opens on a new device; without it, losing this device can mean losing the wallet.',
        ]
      : [
          "This recovery file holds this device's share of your wallet. With the wallet server's share it opens your wallet on a new device: keep it private and offline.",
        ],
  })
  const later = cardButton(actions, p.fresh ? 'Later' : 'Close')
  const passkey = (await passkeyMayWork())
    ? cardButton(actions, 'Protect with a passkey')
    : undefined
  const download = cardButton(actions, 'Download recovery file', { primary: true })
  const buttons = [later, ...(passkey ? [passkey] : []), download]
  const arming = armButtons(card, buttons, options)
  try {
    return await saveOrLater()
  } finally {
    arming.stop()
  }

  async function saveOrLater(): Promise<'saved' | 'later'> {
    for (;;) {
      const choice = await waitForChoice(
        [
          [later, 'later'],
          [download, 'download'],
          ...(passkey ? ([[passkey, 'passkey']] as const) : []),
        ],
        options.signal,
        'later' as const,
      )
      if (choice === 'later') return 'later'
      if (choice === 'download') {
        const file = recoveryFile({
          address: p.address,
          share: p.share,
          ...(p.email ? { email: p.email } : {}),
        })
        downloadText(doc, file.name, file.text)
        return 'saved'
      }
      try {
        status.textContent = 'Follow your browser to create the passkey…'
        const file = await passkeyRecoveryFile({
          address: p.address,
          share: p.share,
          userName: p.email ?? p.address,
        })
        downloadText(doc, file.name, file.text)
        return 'saved'
      } catch (error) {
        if (error instanceof PasskeyPrfUnsupportedError) {
          status.textContent =
            'This browser or passkey cannot protect the recovery file. Download the file instead.'
          passkey?.remove()
        } else {
          status.textContent = 'No passkey was created. Try again, or download the file instead.'
        }
      }
    }
  }
}

/**
 * Asks this device for the wallet's recovery file (plain or passkey-protected), reads it, and
 * hands its share to `restore` (which checks it against the server's share and the address).
 * Says what is wrong with a file and lets the user pick another. Resolves `true` once restored,
 * `false` on Cancel or when `signal` aborts.
 */
export async function askRecoveryFile(
  root: HTMLElement,
  p: { address: Address; restore: (share: Share) => Promise<void> },
  options: CardOptions = {},
): Promise<boolean> {
  const doc = root.ownerDocument
  const { card, status, actions } = showCard(root, {
    id: 'restore',
    title: 'Restore your wallet on this device',
    texts: [
      'This device does not hold a share of your wallet yet.',
      "Choose the recovery file you saved: with the wallet server's share it opens your wallet here.",
    ],
  })
  const label = doc.createElement('label')
  label.textContent = 'Recovery file'
  const input = doc.createElement('input')
  input.type = 'file'
  input.accept = '.json,application/json'
  label.append(input)
  card.insertBefore(label, status)
  const cancel = cardButton(actions, 'Cancel')
  const arming = armButtons(card, [cancel], options)

  const read = async (file: File): Promise<Share> => {
    if (file.size > MAX_FILE_BYTES) throw new RecoveryFileError('This is not a recovery file')
    const text = await file.text()
    const { share } = isPasskeyRecoveryFile(text)
      ? await readPasskeyRecoveryFile(text, { address: p.address })
      : readRecoveryFile(text, p.address)
    return share
  }

  return new Promise((resolve) => {
    const finish = (restored: boolean) => {
      arming.stop()
      options.signal?.removeEventListener('abort', abort)
      resolve(restored)
    }
    const abort = () => finish(false)
    if (options.signal?.aborted) return finish(false)
    options.signal?.addEventListener('abort', abort, { once: true })
    cancel.addEventListener('click', () => finish(false), { once: true })
    input.addEventListener('change', async () => {
      const file = input.files?.[0]
      if (!file) return
      status.textContent = ''
      input.disabled = true
      try {
        await p.restore(await read(file))
        finish(true)
      } catch (error) {
        status.textContent =
          error instanceof RecoveryFileError || error instanceof PasskeyPrfUnsupportedError
            ? error.message
            : error instanceof KeySharesError
              ? 'This recovery file does not open this wallet'
              : 'The wallet could not be restored. Please try again'
        input.value = ''
        input.disabled = false
      }
    })
  })
}
