import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react'

/**
 * A lazily loaded chunk failed to download. Thrown while rendering a {@link RetryingLazy};
 * `retry()` makes the next render download the chunk again (an error boundary's Retry calls it).
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  readonly retry: () => void
  constructor(cause: unknown, retry: () => void) {
    super('A part of the wallet window could not be downloaded.', { cause })
    this.retry = retry
  }
}

/** The error a render threw, when it is a chunk that may be downloaded again. */
export function asChunkLoadError(error: unknown): ChunkLoadError | undefined {
  return error instanceof ChunkLoadError ? error : undefined
}

/**
 * The chunk a failed dynamic import names: Chromium and Firefox end the error with its URL
 * ("Failed to fetch dynamically imported module: https://…/x.js"). `undefined` for any other
 * error (a chunk that loaded and threw, a browser that names none).
 */
export function failedChunkUrl(error: unknown): string | undefined {
  return (
    (error instanceof TypeError && /imported module: (https?:\/\/\S+)$/.exec(error.message)?.[1]) ||
    undefined
  )
}

/** A component whose code downloads on first render or `preload()`, and again after a failure. */
export type RetryingLazy<P extends object = Record<string, never>> = ComponentType<P> & {
  /** Starts the download (again after a failure); resolves when the component is in. */
  preload(): Promise<unknown>
  /** The component once its code is in (render it directly: no Suspense frame). */
  loaded(): ComponentType<P> | undefined
}

/**
 * Like `React.lazy`, but a failed download is not kept. `React.lazy` remembers a rejected import
 * for the life of the page, so after one failed chunk (a flaky network, a deploy in between)
 * every later render, Retry included, throws the same error and never asks the network again.
 * Here the failure is thrown as a {@link ChunkLoadError}; its `retry()` (or `preload()`) swaps in
 * a fresh lazy component, whose render downloads again: the chunk the browser named under a fresh
 * URL (the browser keeps the failure of the first one), else `load` once more. The failed one is kept until then, so
 * React re-rendering the failed tree shows the error instead of silently downloading in a loop.
 *
 * @example
 * const Account = retryingLazy(() => import('./account-view.js'))
 * <ErrorBoundary onRetry={(error) => asChunkLoadError(error)?.retry()}><Account /></ErrorBoundary>
 */
export function retryingLazy<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryingLazy<P> {
  let component: ComponentType<P> | undefined
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  let failed = false
  // The chunk the first failure named: browsers keep a failed module fetch in the page's module
  // map (Chromium 150 answers a second `import()` of the URL from there without asking the
  // network), so it is imported again under a URL of its own, `#<attempt>` (the same file for the
  // server). The comment keeps webpack (and Turbopack, which reads it too) from resolving the
  // computed URL; Vite and Rollup leave such an import as it is.
  let failedUrl: string | undefined
  let attempts = 0
  const attempt = () => {
    if (pending) return pending
    attempts += 1
    const download: Promise<{ default: ComponentType<P> }> = failedUrl
      ? import(/* webpackIgnore: true */ `${failedUrl}#${attempts}`)
      : load()
    pending = download.then(
      (module) => {
        component = module.default
        return module
      },
      (error: unknown) => {
        pending = undefined
        failed = true
        failedUrl ??= failedChunkUrl(error)
        throw new ChunkLoadError(error, retry)
      },
    )
    return pending
  }
  let current: LazyExoticComponent<ComponentType<P>> = lazy(attempt)
  function retry(): void {
    if (!failed) return
    failed = false
    current = lazy(attempt)
  }
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per chunk at module level
  function RetryingLazyComponent(props: P) {
    // A lazy component renders like its target; React's typings keep the two types apart.
    return createElement(current as unknown as ComponentType<P>, props)
  }
  return Object.assign(RetryingLazyComponent, {
    preload: () => {
      retry()
      return attempt()
    },
    loaded: () => component,
  })
}
