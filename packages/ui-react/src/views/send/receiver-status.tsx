import type { SendReceiverState } from '@portico/core'
import { truncateAddress } from '@portico/core/internal'
import { Avatar } from '../../components/avatar.js'
import { Spinner } from '../../components/spinner.js'
import { Truncate } from '../../components/text.js'
import { sendMessages } from '../../i18n/en/send.js'
import { type Translate, useMessages } from '../../i18n/use-messages.js'

/** What the receiver field resolved to (core's `sendDraft.receiver`): a name's address and avatar, or why it cannot be used. */
export function ReceiverStatus({ state }: { state: SendReceiverState }) {
  const t = useMessages(sendMessages)
  switch (state.kind) {
    case 'resolving':
      return (
        <div className="portico-row-end portico-muted" aria-live="polite">
          <Spinner size={16} />
          {t('resolvingName')}
        </div>
      )
    case 'resolved':
      return (
        <div className="portico-row-end" aria-live="polite">
          <Avatar address={state.address} imageUrl={state.avatar} size={24} />
          <span className="portico-token-main">
            <Truncate className="portico-strong" text={state.name} />
            <span className="portico-muted">{truncateAddress(state.address)}</span>
          </span>
        </div>
      )
    default:
      return null
  }
}

/** The receiver field's error text, if any. */
export function receiverError(
  state: SendReceiverState,
  t: Translate<keyof (typeof sendMessages)['en']>,
): string | undefined {
  if (state.kind === 'invalid') return t('invalidAddress')
  if (state.kind === 'not-found') return t('nameNotFound')
  return undefined
}
