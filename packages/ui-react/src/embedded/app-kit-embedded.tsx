import { Suspense, useEffect, useState } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'
import { ChunkLoadBoundary } from '../modal/modal-host.js'
import { ModalLoadError } from '../modal/modal-load-error.js'
import { type ChunkLoadError, retryingLazy } from '../modal/retrying-lazy.js'
import { EmbeddedModeRequiredError } from './embedded-mode-error.js'

const LazyEmbeddedCard = retryingLazy(() => import('./embedded-card.js'))

/**
 * The kit's views inline, in the page's flow instead of a dialog (SPEC §2 embedded mode): as
 * wide as its container, themed and in the kit's locale like the modal, showing the router's
 * current view. Closing (its Close button, or a flow that finishes, such as a connection) goes
 * to Account if connected, else Connect. Needs a kit created with `enableEmbedded: true` (else
 * throws `EmbeddedModeRequiredError`); the dialog is then never shown. Its code downloads when
 * it first renders (nothing on the server), so apps that do not render it never load it.
 *
 * @example
 * const kit = createAppKit({ adapters, networks, projectId, enableEmbedded: true })
 * root.render(<AppKitProvider instance={kit}><aside style={{ width: 400 }}><AppKitEmbedded /></aside></AppKitProvider>)
 */
export function AppKitEmbedded() {
  const kit = useAppKitInstance()
  if (!kit.options.enableEmbedded) throw new EmbeddedModeRequiredError()
  // Nothing on the server nor in the hydrating render: a server that already holds the card's
  // code would otherwise render it and one that does not would not, and the page's HTML would
  // depend on which request came first.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<{ error: ChunkLoadError | undefined; shown: boolean }>()
  if (failure) {
    return failure.shown ? (
      <ModalLoadError
        onRetry={() => {
          failure.error?.retry()
          setFailure(undefined)
          setAttempt((n) => n + 1)
        }}
        onClose={() => setFailure({ ...failure, shown: false })}
      />
    ) : null
  }
  if (!mounted) return null
  return (
    <ChunkLoadBoundary key={attempt} onFail={(error) => setFailure({ error, shown: true })}>
      <Suspense fallback={null}>
        <LazyEmbeddedCard />
      </Suspense>
    </ChunkLoadBoundary>
  )
}
