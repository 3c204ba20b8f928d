import type { TokenBalance } from '@portico/core'
import { isSameToken } from '@portico/core/internal'
import { useId, useRef, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons.js'
import { ListItem } from '../../components/list-item.js'
import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { sendMessages } from '../../i18n/en/send.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * The token to send: a button showing the chosen token that opens the list of the account's
 * tokens (disclosure pattern; symbols and names rendered as text).
 */
export function TokenPicker({
  tokens,
  selected,
  onSelect,
}: {
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  onSelect: (token: TokenBalance) => void
}) {
  const t = useMessages(sendMessages)
  const format = useFormat()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const labelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <div className="portico-field">
      <span id={labelId} className="portico-label">
        {t('token')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="portico-picker"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${listId}-value`}
        onClick={() => setOpen((value) => !value)}
      >
        {selected ? (
          <>
            <SafeImage src={selected.iconUrl} alt="" size={32} radius={16} />
            <span id={`${listId}-value`} className="portico-token-main">
              <Truncate className="portico-strong" text={selected.symbol} />
              <Truncate
                className="portico-muted"
                text={t('balance', { amount: format.amount(selected.quantity.numeric) })}
              />
            </span>
          </>
        ) : (
          <span id={`${listId}-value`} className="portico-token-main">
            {t('selectToken')}
          </span>
        )}
        <ChevronDownIcon />
      </button>
      {open ? (
        <ul id={listId} className="portico-list" aria-label={t('ariaTokens')}>
          {tokens.map((token) => (
            <li key={`${token.chainId}:${token.address ?? 'native'}`}>
              <ListItem
                name={token.symbol}
                imageUrl={token.iconUrl}
                tag={format.amount(token.quantity.numeric)}
                {...(isSameToken(token, selected) ? { description: t('selected') } : {})}
                onClick={() => {
                  onSelect(token)
                  setOpen(false)
                  buttonRef.current?.focus()
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
