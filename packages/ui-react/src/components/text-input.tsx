import { forwardRef, type InputHTMLAttributes, useId } from 'react'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label (or the accessible name when `hideLabel`). */
  label: string
  hideLabel?: boolean
  /** Error text shown under the field; marks the input invalid. */
  error?: string | undefined
  hint?: string | undefined
}

/** A labelled text field with error and hint wired through aria-describedby. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hideLabel, error, hint, type = 'text', ...rest },
  ref,
) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="portico-field">
      <label htmlFor={id} className={hideLabel ? 'portico-sr-only' : 'portico-label'}>
        {label}
      </label>
      <input
        {...rest}
        ref={ref}
        id={id}
        type={type}
        className="portico-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="portico-text" data-tone="secondary" data-size="small">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="portico-text" data-tone="error" data-size="small">
          {error}
        </span>
      ) : null}
    </div>
  )
})
