import type { AppKit } from '@portico/core'

/** The toast texts, in the caller's locale. */
export interface CopyAddressTexts {
  copied: string
  failed: string
}

/** Copies `address` to the clipboard and confirms with a toast (or reports that it could not). */
export async function copyAddress(
  kit: AppKit,
  address: string,
  texts: CopyAddressTexts,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(address)
    kit.showToast({ message: texts.copied, variant: 'success' })
  } catch {
    kit.showToast({ message: texts.failed, variant: 'error' })
  }
}
