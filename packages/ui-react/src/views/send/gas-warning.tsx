import { WarningIcon } from '../../components/icons.js'
import { sendMessages } from '../../i18n/en/send.js'
import { useMessages } from '../../i18n/use-messages.js'

/** The insufficient-gas warning (SPEC §5), announced when it appears. */
export function GasWarning({ symbol }: { symbol: string | undefined }) {
  const t = useMessages(sendMessages)
  return (
    <div className="portico-warning" role="alert">
      <WarningIcon />
      <span>{t('insufficientGas', { symbol: symbol ?? t('nativeCoin') })}</span>
    </div>
  )
}
