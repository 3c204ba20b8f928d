import { forwardRef } from 'react'
import { TextInput, type TextInputProps } from '../../components/text-input.js'

/**
 * The email address field of the login and the email update (SPEC §2, §4): a browser's email
 * keyboard and autofill, nothing corrected or capitalised, always left to right (an address is
 * Latin text in every language). The rest is TextInput's (label, value, error, onChange…).
 */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(
  function EmailField(props, ref) {
    return (
      <TextInput
        ref={ref}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        {...props}
      />
    )
  },
)
