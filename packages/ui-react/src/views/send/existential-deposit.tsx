import type { Network } from '@portico/core'
import { formatUnits } from '@portico/core/internal'
import { WarningIcon } from '../../components/icons.js'
import { sendMessages } from '../../i18n/en/send.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * The warning under the amount when core's send readiness says the send leaves dust below the
 * network's existential deposit (`dust`), announced when it appears.
 */
export function ExistentialDepositWarning({
  network,
  deposit,
}: {
  network: Network
  deposit: bigint
}) {
  const t = useMessages(sendMessages)
  const { symbol, decimals } = network.nativeCurrency
  return (
    <div className="portico-warning" role="alert">
      <WarningIcon />
      <span>
        {t('existentialDeposit', { deposit: `${formatUnits(deposit, decimals)} ${symbol}` })}
      </span>
    </div>
  )
}
