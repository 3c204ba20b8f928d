import { useState } from 'react'
import { Button } from './button.js'
import { CopyIcon } from './icons.js'

export interface CopyButtonProps {
  text: string
  label?: string
}

/** Copies `text` to the clipboard; the button reads "Copied" for a moment (announced politely). */
export function CopyButton({ text, label = 'Copy link' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    } catch {
      setCopied(false)
    }
  }
  return (
    <Button variant="secondary" fullWidth onClick={copy}>
      <CopyIcon />
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </Button>
  )
}
