import { sanitizeDisplayText } from '@portico/api-client'
import type { ApprovalContent } from './approval-request.js'
import { type ArmOptions, armButtons } from './frame-card.js'

/** What the user is asked to approve: a not-safe RPC request (SPEC §6) from the dapp, parsed. */
export interface ApprovalRequest {
  content: ApprovalContent
  /** The embedding page's origin as the browser reported it (never the dapp's own claim). */
  dappOrigin: string
  /** The name the dapp gave (SYNC_DAPP_DATA): shown as a claim, beside the origin. */
  dappName?: string
  /**
   * The URL the dapp gave (SYNC_DAPP_DATA): shown as text, and when it is not on the observed
   * origin the card says so. (Its icons are not drawn: a picture the page picks is the easiest
   * way to dress as another site, and the frame loads images from its own origin only.)
   */
  dappUrl?: string
}

/** The dapp's name and URL as the frame keeps them from SYNC_DAPP_DATA. */
export type DappClaims = Pick<ApprovalRequest, 'dappName' | 'dappUrl'>

/** The line under the origin for a claimed URL: plain when it is on that origin, a warning when not. */
function claimedUrlLine(url: string, origin: string): { text: string; mismatch: boolean } {
  const onOrigin = URL.canParse(url) && new URL(url).origin === origin
  return onOrigin
    ? { text: `Site: ${shown(url)}`, mismatch: false }
    : {
        text: `Says it is ${shown(url)}, but the request comes from ${shown(origin)}`,
        mismatch: true,
      }
}

export interface ApprovalOptions extends ArmOptions {
  signal?: AbortSignal
}

/** A side action offered under the approval card (recovery file, export); it draws its own cards. */
export interface ApprovalSideAction {
  label: string
  run(root: HTMLElement, signal: AbortSignal | undefined): Promise<void>
}

/** A field value longer than this is shown on a row of its own. */
const WIDE_VALUE_CHARS = 24

/** One line of outside text, shown: the shared sanitiser, never cut (`max` is its own length). */
const shown = (text: string) => sanitizeDisplayText(text, text.length)

/**
 * A multi-line text through the shared display sanitiser line by line (it makes one line of
 * each text it is given): bidi controls and zero-width characters go, the line breaks and the
 * indentation of re-serialised JSON stay.
 */
function shownLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const indent = /^ */.exec(line)?.[0] ?? ''
      return indent + shown(line.slice(indent.length))
    })
    .join('\n')
}

/**
 * The region of a long request: it scrolls, and counts as read once scrolled to its end. The
 * frame shows every request whole rather than refusing long ones (typed data orders and long
 * messages are common and legitimate) or cutting them (what is cut off could be what matters);
 * the kit's protocol already bounds a message's size. So Approve waits for the end to be seen.
 */
function readRegion(doc: Document, body: NonNullable<ApprovalContent['body']>) {
  const region = doc.createElement('div')
  region.className = 'approval-body'
  region.tabIndex = 0
  region.setAttribute('role', 'region')
  const label = shown(body.label)
  region.setAttribute('aria-label', label)
  const heading = doc.createElement('h2')
  heading.textContent = label
  const text = doc.createElement('pre')
  text.textContent = shownLines(body.text)
  region.append(heading, text)
  let seenEnd = false
  const atEnd = () => {
    const end = region.scrollTop + region.clientHeight >= region.scrollHeight - 2
    // Laid out and at the end once: read. (Not laid out, e.g. the frame kept at display:none,
    // proves nothing: the size is measured again when it is shown.)
    if (end && region.clientHeight > 0) seenEnd = true
    return seenEnd || end
  }
  return { region, atEnd }
}

/**
 * Shows the frame's own approval card and resolves `true` on Approve, `false` on Reject or when
 * `signal` aborts (the kit withdrew the request). Parsed fields in a fixed order, every text
 * through the shared display sanitiser and set as `textContent` (nothing the dapp sent is parsed
 * as HTML). The buttons arm only while the card is really visible (armButtons); Approve also
 * waits until a long request was scrolled to its end. A side action (`more`) replaces the card
 * while it runs, then the card comes back (armed again from scratch).
 *
 * @example
 * if (!(await askApproval(root, { content: describeRequest(request), dappOrigin }))) throw rejected
 */
export function askApproval(
  root: HTMLElement,
  request: ApprovalRequest,
  options: ApprovalOptions & { more?: readonly ApprovalSideAction[] } = {},
): Promise<boolean> {
  const doc = root.ownerDocument
  const { content } = request

  return new Promise((resolve) => {
    let settled = false
    let stopArming: () => void = () => undefined
    const finish = (approved: boolean) => {
      if (settled) return
      settled = true
      stopArming()
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
      card.dataset.card = 'approval'
      const title = doc.createElement('h1')
      title.id = 'approval-title'
      title.textContent = shown(content.title)
      const from = doc.createElement('p')
      const name = request.dappName ? shown(request.dappName) : ''
      from.textContent = name
        ? `${name} (${shown(request.dappOrigin)}) asks you to approve:`
        : `${shown(request.dappOrigin)} asks you to approve:`
      card.append(title, from)
      if (request.dappUrl) {
        const claim = claimedUrlLine(request.dappUrl, request.dappOrigin)
        const line = doc.createElement('p')
        line.className = claim.mismatch ? 'approval-claim mismatch' : 'approval-claim'
        line.dataset.claim = 'url'
        line.textContent = claim.text
        card.append(line)
      }
      const fields = doc.createElement('dl')
      fields.className = 'approval-fields'
      for (const field of content.fields) {
        const term = doc.createElement('dt')
        term.textContent = shown(field.label)
        const value = doc.createElement('dd')
        value.textContent = shown(field.value)
        // Addresses and other long values get a row of their own, in a monospace font.
        if (value.textContent.length > WIDE_VALUE_CHARS) {
          term.className = 'wide'
          value.className = 'wide'
        }
        fields.append(term, value)
      }
      card.append(fields)
      const read = content.body ? readRegion(doc, content.body) : undefined
      const readNote = doc.createElement('p')
      readNote.className = 'approval-note'
      readNote.textContent = 'Scroll to read the whole request'
      if (read) card.append(read.region, readNote)
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
      card.append(actions)
      const side = (options.more ?? []).map((action) => {
        const button = doc.createElement('button')
        button.type = 'button'
        button.className = 'side-action'
        button.textContent = action.label
        button.addEventListener(
          'click',
          () => {
            stopArming()
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
      root.replaceChildren(card)
      root.hidden = false
      let focused = false
      const arming = armButtons(card, [reject, approve, ...side], {
        ...options,
        onArmed: () => {
          if (focused) return
          focused = true
          reject.focus()
        },
      })
      stopArming = arming.stop
      if (read) {
        const check = () => {
          const done = read.atEnd()
          readNote.hidden = done
          arming.gate(approve, done)
        }
        read.region.addEventListener('scroll', check, { passive: true })
        const view = doc.defaultView
        if (view?.ResizeObserver) {
          const resized = new view.ResizeObserver(check)
          resized.observe(read.region)
          const stop = arming.stop
          stopArming = () => {
            resized.disconnect()
            stop()
          }
        }
        check()
      }
      approve.addEventListener('click', () => finish(true), { once: true })
      reject.addEventListener('click', () => finish(false), { once: true })
    }

    if (options.signal?.aborted) return finish(false)
    options.signal?.addEventListener('abort', onAbort, { once: true })
    render()
  })
}
