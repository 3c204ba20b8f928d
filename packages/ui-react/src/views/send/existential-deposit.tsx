import type { Network } from '@portico/core'
import { formatUnits, leavesDust, readExistentialDeposit } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { WarningIcon } from '../../components/icons.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { sendMessages } from '../../i18n/en/send.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * The network's existential deposit in its smallest unit when its family's adapter reads one
 * (polkadot), else undefined.
 */
export function useExistentialDeposit(network: Network | undefined): bigint | undefined {
  const kit = useAppKitInstance()
  const [deposit, setDeposit] = useState<{ id: string; value: bigint } | undefined>()
  const id = network?.caipNetworkId
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per network (by id)
  useEffect(() => {
    if (!network) return
    let live = true
    void readExistentialDeposit(kit, network).then((value) => {
      if (live && value !== undefined) setDeposit({ id: network.caipNetworkId, value })
    })
    return () => {
      live = false
    }
  }, [kit, id])
  return deposit && deposit.id === id ? deposit.value : undefined
}

/** The polkadot existential-deposit warning under the amount, announced when it appears. */
export function ExistentialDepositWarning(props: {
  network: Network
  deposit: bigint | undefined
  balance: string
  amount: string
  decimals: number
  fee: bigint
}) {
  const t = useMessages(sendMessages)
  const { deposit, network } = props
  if (deposit === undefined || !props.amount) return null
  if (!leavesDust({ ...props, deposit })) return null
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
