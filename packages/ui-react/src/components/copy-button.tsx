import { useState } from 'react'
import { commonMessages } from '../i18n/en/common.js'
import { useMessages } from '../i18n/use-messages.js'
import { Button } from './button.js'
import { CopyIcon } from './icons.js'

export interface CopyButtonProps {
  text: string
  /** Default "Copy link", in the kit's locale. */
  label?: string
}

/** Copies `text` to the clipboard; the button reads "Copied" for a moment (announced politely). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const t = useMessages(commonMessages)
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
      <span aria-live="polite">{copied ? t('copied') : (label ?? t('copyLink'))}</span>
    </Button>
  )
}
