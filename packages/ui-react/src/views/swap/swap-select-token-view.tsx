import {
  type AppKitSnapshot,
  type SwapTokenOption,
  searchSwapTokens,
  swapFlowOf,
  viewParamsOf,
} from '@portico/core'
import { useState } from 'react'
import { ListItem } from '../../components/list-item.js'
import { SafeImage } from '../../components/safe-image.js'
import { Text, Truncate } from '../../components/text.js'
import { TextInput } from '../../components/text-input.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { swapMessages } from '../../i18n/en/swap.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useSwapState } from './use-swap-state.js'

const selectSide = (s: AppKitSnapshot) =>
  viewParamsOf(s.router, 'SwapSelectToken')?.side ?? 'source'

/**
 * SwapSelectToken: the suggested tokens as quick picks, then the account's tokens with balances
 * and the popular ones; a search over every offered token by symbol, name or address.
 */
export default function SwapSelectTokenView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(swapMessages)
  const format = useFormat()
  const swap = swapFlowOf(kit)
  const state = useSwapState(swap)
  const side = useSnapshot(selectSide)
  const [query, setQuery] = useState('')
  const choose = (token: SwapTokenOption) => {
    if (side === 'target') swap.setTarget(token)
    else swap.setSource(token)
    kit.goBack()
  }
  const held = state.tokens.filter((token) => token.balance !== undefined)
  const sections: [string, readonly SwapTokenOption[]][] = query.trim()
    ? [[t('results'), searchSwapTokens(state.tokens, query)]]
    : [
        [t('yourTokens'), held],
        [t('popularTokens'), state.popular.filter((token) => token.balance === undefined)],
      ]
  return (
    <div className="portico-stack">
      <TextInput
        label={t('searchToken')}
        hideLabel
        placeholder={t('searchToken')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {state.suggested.length > 0 ? (
        <ul className="portico-chips" aria-label={t('ariaSuggested')}>
          {state.suggested.map((token) => (
            <li key={token.address}>
              <button type="button" className="portico-pill" onClick={() => choose(token)}>
                <SafeImage src={token.logoUri} alt="" size={24} radius={12} />
                <Truncate text={token.symbol} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {sections.map(([title, tokens]) =>
        tokens.length > 0 ? (
          <section key={title} aria-label={title}>
            <Text tone="secondary" size="small">
              {title}
            </Text>
            <ul className="portico-list">
              {tokens.map((token) => (
                <li key={token.address}>
                  <ListItem
                    name={token.symbol}
                    description={token.name}
                    imageUrl={token.logoUri}
                    {...(token.balance !== undefined ? { tag: format.amount(token.balance) } : {})}
                    onClick={() => choose(token)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {query.trim() && searchSwapTokens(state.tokens, query).length === 0 ? (
        <Text tone="secondary">{t('noMatch', { query: query.trim() })}</Text>
      ) : null}
    </div>
  )
}
