import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorView } from '../views/error/error-view.js'
import { asChunkLoadError } from './retrying-lazy.js'

interface Props {
  children: ReactNode
  /** Called with what a view threw (the kit reports it as an ERROR event). */
  onError?: (error: unknown) => void
}

interface State {
  error: unknown
  failed: boolean
  attempt: number
}

/**
 * Catches anything a view throws while rendering or loading and shows the error view with Retry;
 * Retry remounts the view (and downloads its chunk again if that was what failed: see
 * `retrying-lazy.ts`).
 */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, attempt: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error)
  }

  retry = (): void => {
    // A failed chunk download is not kept: the remounted view downloads it again.
    asChunkLoadError(this.state.error)?.retry()
    this.setState((state) => ({ error: undefined, failed: false, attempt: state.attempt + 1 }))
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorView onRetry={this.retry} />
    return <ViewAttempt key={this.state.attempt}>{this.props.children}</ViewAttempt>
  }
}

function ViewAttempt({ children }: { children: ReactNode }) {
  return children
}
