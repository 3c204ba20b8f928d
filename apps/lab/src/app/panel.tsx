import { type ReactNode, useId } from 'react'

/** A titled card of the lab page (a labelled region). */
export function Panel({
  title,
  children,
  wide,
  testId,
}: {
  title: string
  children: ReactNode
  wide?: boolean
  testId?: string
}) {
  const id = useId()
  return (
    <section
      className="lab-panel"
      data-wide={wide ? '' : undefined}
      aria-labelledby={id}
      data-testid={testId}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
