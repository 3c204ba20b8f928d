import {
  ChainNotSupportedError,
  FaultError,
  LastNetworkRemovalError,
  RelayUnreachableError,
  RpcUnreachableError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { toastText } from '../modal/spec-texts.js'
import { modalMessages } from './en/modal.js'
import { errorText, faultText } from './error-text.js'
import fr from './locales/fr.js'
import { translator } from './use-messages.js'

const en = translator(modalMessages, 'en', undefined)
const french = translator(modalMessages, 'fr', fr)

describe('errorText: what a view shows for a failed action, in the kit locale', () => {
  it('in English, a fault reads exactly as the error the kit threw (catalogue and core agree)', () => {
    for (const error of [
      new RpcUnreachableError('Portico Devnet'),
      new RelayUnreachableError(5_000),
    ]) {
      expect(errorText(error, en, 'en', 'fallback')).toBe(error.message)
    }
    expect(errorText(new ChainNotSupportedError(), en, 'en', 'x')).toBe('Chain is not supported')
  })

  it('in French, faults and known kit errors are worded in French, the network name kept', () => {
    expect(errorText(new RpcUnreachableError('Portico Devnet'), french, 'fr', 'x')).toBe(
      'Impossible de joindre Portico Devnet. Vérifiez votre connexion et réessayez.',
    )
    expect(errorText(new RelayUnreachableError(5_000), french, 'fr', 'x')).toMatch(
      /^Impossible de joindre le relais WalletConnect/,
    )
    expect(errorText(new ChainNotSupportedError(), french, 'fr', 'x')).toBe(
      'Ce réseau n’est pas pris en charge',
    )
  })

  it('a kit error the catalogue does not word: its spec message in English, the view fallback in French', () => {
    const error = new LastNetworkRemovalError()
    expect(errorText(error, en, 'en', 'Échec')).toBe('Cannot remove last network for a namespace')
    expect(errorText(error, french, 'fr', 'Échec du changement')).toBe('Échec du changement')
    // A fault of a part without a catalogue text is a kit error like any other.
    expect(errorText(new FaultError('data-api', 'Data API down'), french, 'fr', 'Échec')).toBe(
      'Échec',
    )
  })

  it("a wallet's own reason (not a kit error) keeps its words; a non-Error gives the fallback", () => {
    expect(errorText(new Error('Ledger locked'), french, 'fr', 'Échec')).toBe('Ledger locked')
    expect(errorText('nope', french, 'fr', 'Échec')).toBe('Échec')
  })
})

describe('toastText and faultText: a fault toast in the kit locale', () => {
  it('words the toast by its part and network; English is the message core sent', () => {
    const error = new RpcUnreachableError('Solana Local')
    const toast = {
      message: error.message,
      fault: { part: 'rpc' as const, network: 'Solana Local' },
      variant: 'error' as const,
    }
    expect(toastText(toast, en)).toBe(error.message)
    expect(toastText(toast, french)).toBe(
      'Impossible de joindre Solana Local. Vérifiez votre connexion et réessayez.',
    )
    expect(faultText({ part: 'sign-in' }, french)).toMatch(/serveur de connexion/)
    // A node fault without its network name has no catalogue text: the message is used.
    expect(toastText({ ...toast, fault: { part: 'rpc' } }, french)).toBe(error.message)
  })
})
