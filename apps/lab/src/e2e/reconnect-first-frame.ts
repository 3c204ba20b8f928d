import { expect } from 'vitest'

/** One state of the account button as the matrix's recorder saw it (see `recordAccountButton`). */
interface Frame {
  t: number
  status: string
  text: string
}

/**
 * Whether a frame showed the account as connected: `data-status="connected"`, or the address on a
 * button in any state but `restoring`. A reload paints the saved address busy and `restoring`
 * until the wallet confirms it, which is not "connected": a dead session may show that much.
 */
export function showsConnected(frame: Frame, shownAddress: string): boolean {
  return (
    frame.status === 'connected' ||
    (frame.status !== 'restoring' && frame.text.includes(shownAddress))
  )
}

/**
 * A live session's reload: the button's first recorded state (the recorder runs before the page's
 * scripts, so that is its first paint) already shows the address, restoring or connected, and
 * the button ends connected.
 */
export function expectAddressInFirstFrame(frames: readonly Frame[], shownAddress: string): void {
  const first = frames[0]
  expect(
    first?.text,
    `the button's first frame without the address: ${JSON.stringify(frames)}`,
  ).toContain(shownAddress)
  expect(['restoring', 'connected']).toContain(first?.status)
  expect(frames.at(-1)?.status, JSON.stringify(frames)).toBe('connected')
}

/** A dead session: no frame ever showed the account as connected (see {@link showsConnected}). */
export function expectNeverConnected(frames: readonly Frame[], shownAddress: string): void {
  expect(
    frames.filter((frame) => showsConnected(frame, shownAddress)),
    `the account shown as connected with no live wallet: ${JSON.stringify(frames)}`,
  ).toEqual([])
}
