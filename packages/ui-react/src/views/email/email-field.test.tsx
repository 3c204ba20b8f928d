import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmailField } from './email-field.js'

afterEach(cleanup)

describe('EmailField (the login and email-update field)', () => {
  it('asks the browser for an email keyboard and autofill, corrects nothing, reads left to right', () => {
    const ref = createRef<HTMLInputElement>()
    const typed: string[] = []
    render(
      <EmailField
        ref={ref}
        label="Email"
        value=""
        onChange={(event) => typed.push(event.target.value)}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(ref.current).toBe(input)
    expect(input.type).toBe('email')
    expect(input.getAttribute('inputmode')).toBe('email')
    expect(input.getAttribute('autocomplete')).toBe('email')
    expect(input.getAttribute('autocapitalize')).toBe('none')
    expect(input.getAttribute('spellcheck')).toBe('false')
    expect(input.getAttribute('dir')).toBe('ltr')
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    expect(typed).toEqual(['ada@example.com'])
  })

  it('a hidden label still names the field; the placeholder and the refusal show', () => {
    render(
      <EmailField
        label="Email"
        hideLabel
        placeholder="you@example.com"
        value="x"
        disabled
        error="Invalid email"
        onChange={() => {}}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(input.placeholder).toBe('you@example.com')
    expect(input.disabled).toBe(true)
    expect(screen.getByText('Invalid email')).toBeTruthy()
  })
})
