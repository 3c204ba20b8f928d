import type { OfferedOnRampProvider } from '@portico/core'
import { Truncate } from '../../components/text.js'
import { onrampMessages } from '../../i18n/en/onramp.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { feeText, limitText } from './onramp-format.js'

export interface ProviderListProps {
  offered: readonly OfferedOnRampProvider[]
  selected: string | undefined
  onSelect(id: string): void
}

/** The providers offered here: name, fee range and the limits of each allowed payment method. */
export function ProviderList({ offered, selected, onSelect }: ProviderListProps) {
  const t = useMessages(onrampMessages)
  const { locale } = useFormat()
  return (
    <ul className="portico-stack" style={{ gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
      {offered.map(({ provider, methods }) => (
        <li key={provider.id}>
          <button
            type="button"
            className="portico-picker"
            aria-pressed={selected === provider.id}
            data-active={selected === provider.id ? '' : undefined}
            style={selected === provider.id ? { borderColor: 'var(--portico-accent)' } : undefined}
            onClick={() => onSelect(provider.id)}
          >
            <span className="portico-token-main">
              <Truncate className="portico-strong" text={provider.name} />
              <span className="portico-muted">
                {[
                  feeText(provider, t, locale),
                  ...methods.map((method) =>
                    limitText(method, provider.paymentCurrencies[0] ?? 'USD', t, locale),
                  ),
                ].join(' · ')}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
