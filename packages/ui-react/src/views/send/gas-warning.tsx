import { WarningIcon } from '../../components/icons.js'

/** The insufficient-gas warning (SPEC §5), announced when it appears. */
export function GasWarning({ symbol }: { symbol: string }) {
  return (
    <div className="portico-warning" role="alert">
      <WarningIcon />
      <span>Insufficient gas: not enough {symbol} to pay the network fee.</span>
    </div>
  )
}
