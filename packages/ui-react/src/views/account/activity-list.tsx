import { type RefObject, useMemo } from 'react'
import { Spinner } from '../../components/spinner.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { ActivityItem } from './activity-item.js'
import { activityRows } from './activity-rows.js'
import { PanelEmpty, PanelError, PanelLoading } from './panel-state.js'
import { useLoadMore } from './use-load-more.js'
import type { TransactionHistory } from './use-transaction-history.js'
import { VirtualRows } from './virtual-rows.js'

/**
 * The Activity tab: transactions grouped under month titles (with the year when it is not the
 * current one), newest first; the next page loads as the list nears its end (infinite scroll);
 * long histories are virtualized.
 */
export function ActivityList({
  history,
  scrollRef,
}: {
  history: TransactionHistory
  scrollRef: RefObject<HTMLElement | null>
}) {
  const kit = useAppKitInstance()
  const t = useMessages(accountMessages)
  const format = useFormat()
  const rows = useMemo(() => activityRows(history.grouped), [history.grouped])
  const canLoadMore = typeof history.next === 'string' && !history.loading && !history.failed
  useLoadMore(scrollRef, canLoadMore, history.loadMore, rows)

  if (rows.length === 0) {
    if (history.failed) {
      return <PanelError message={t('activityFailed')} onRetry={history.reload} />
    }
    if (history.loading || history.next !== null)
      return <PanelLoading label={t('loadingActivity')} />
    return <PanelEmpty title={t('noActivity')}>{t('noActivityHint')}</PanelEmpty>
  }

  const now = kit.clock.now()
  return (
    <>
      <VirtualRows
        label={t('ariaActivity')}
        className="portico-activity"
        count={rows.length}
        scrollRef={scrollRef}
        estimateSize={(index) => (rows[index]?.kind === 'title' ? 40 : 64)}
        getKey={(index) => rows[index]?.key ?? String(index)}
        renderRow={(index) => {
          const row = rows[index]
          if (!row) return null
          if (row.kind === 'title') {
            return <h3 className="portico-month">{format.month(row.year, row.month, now)}</h3>
          }
          return <ActivityItem transaction={row.transaction} />
        }}
      />
      {history.loading ? (
        <div className="portico-center">
          <Spinner label={t('loadingMoreActivity')} />
        </div>
      ) : null}
    </>
  )
}
