import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: an icon-only button needs an accessible name. */
  label: string
  icon: ReactNode
}

/** A square button showing only an icon, named by `label` (aria-label and tooltip). */
export function IconButton({ label, icon, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      aria-label={label}
      title={label}
      className={className ? `portico-icon-btn ${className}` : 'portico-icon-btn'}
    >
      {icon}
    </button>
  )
}
