import type { AppKit } from '@portico/core'

/** Copies `address` to the clipboard and confirms with a toast (or reports that it could not). */
export async function copyAddress(kit: AppKit, address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address)
    kit.showToast({ message: 'Address copied', variant: 'success' })
  } catch {
    kit.showToast({ message: 'Could not copy the address', variant: 'error' })
  }
}
