import { armButtons, cardButton, showCard, waitForChoice } from './frame-card.js'
import { exportPrivateKey, KeyExportCancelledError, type ShareSigner } from './keys/index.js'
import type { CardOptions } from './recovery-view.js'

/**
 * The private key export, inside the frame's origin: a warning the user must confirm (buttons
 * armed late, like the approval card), then the key shown once until "Hide key". The key is only
 * rebuilt after the confirmation (exportPrivateKey). Resolves when the card is closed.
 */
export async function exportKeyView(
  root: HTMLElement,
  wallet: ShareSigner,
  options: CardOptions = {},
): Promise<void> {
  let key: string
  try {
    key = await exportPrivateKey({
      ...wallet,
      confirm: async () => {
        const { card, actions } = showCard(root, {
          id: 'export',
          title: 'Export private key',
          texts: [
            'Anyone who sees your private key controls your wallet and everything in it.',
            'Never share it or paste it into a website. Nobody from support will ever ask for it.',
          ],
        })
        const cancel = cardButton(actions, 'Cancel')
        const show = cardButton(actions, 'Show private key', { primary: true })
        const arming = armButtons(card, [cancel, show], options)
        try {
          return await waitForChoice(
            [
              [cancel, false],
              [show, true],
            ],
            options.signal,
            false,
          )
        } finally {
          arming.stop()
        }
      },
    })
  } catch (error) {
    if (error instanceof KeyExportCancelledError) return
    throw error
  }
  const { card, actions } = showCard(root, {
    id: 'exported',
    title: 'Your private key',
    texts: ['Copy it somewhere private. It is shown once; hide it when you are done.'],
  })
  const shown = root.ownerDocument.createElement('pre')
  shown.className = 'exported-key'
  shown.textContent = key
  card.insertBefore(shown, actions)
  const hide = cardButton(actions, 'Hide key', { primary: true })
  await waitForChoice([[hide, undefined]], options.signal, undefined)
  // The string cannot be wiped (JS strings are immutable): drop every reference to it.
  shown.textContent = ''
  root.replaceChildren()
}
