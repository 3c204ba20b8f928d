export interface SpinnerProps {
  /** When given, the spinner is announced (role status) with this name; otherwise decorative. */
  label?: string
  size?: number
}

/** A loading indicator; motion stops under `prefers-reduced-motion`. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  const style = { width: size, height: size }
  if (!label) return <span className="portico-spinner" style={style} aria-hidden="true" />
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-flex' }}>
      <span className="portico-spinner" style={style} aria-hidden="true" />
    </span>
  )
}
