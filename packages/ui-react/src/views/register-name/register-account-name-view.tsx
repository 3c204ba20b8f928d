import { type AppKitSnapshot, viewParamsOf } from '@portico/core'
import { isValidNameToRegister } from '@portico/core/internal'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/button.js'
import { Text } from '../../components/text.js'
import { TextInput } from '../../components/text-input.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { registerNameMessages } from '../../i18n/en/register-name.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useActiveAccount } from '../account/use-active-account.js'
import { NameAvailability } from './name-availability.js'
import { NameSuggestionList } from './name-suggestion-list.js'

/** After a failed registration: the name typed, core's error and the service's reason. */
const selectFailed = (s: AppKitSnapshot) => viewParamsOf(s.router, 'RegisterAccountName')
const selectLoading = (s: AppKitSnapshot) => s.modal.loading
const selectSuggestions = (s: AppKitSnapshot) => s.nameSuggestions

/**
 * RegisterAccountName (SPEC §2, §4, §5): the name field under core's rule
 * (`isValidNameToRegister`), the service's suggestions and availability as the user types
 * (core's flow: `suggestNames` debounces, asks and checks the answer), and Register, which runs core's `registerName` (the wallet signs the
 * registration message). After a failure core shows this view again with the name typed and
 * "Error registering name {name}" (with the service's reason) in its route data.
 */
export default function RegisterAccountNameView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(registerNameMessages)
  const { namespace, account } = useActiveAccount()
  const failed = useSnapshot(selectFailed)
  const loading = useSnapshot(selectLoading)
  const failedName = failed?.name
  const [text, setText] = useState(failedName ?? '')
  const [touched, setTouched] = useState(false)
  const label = text.trim()
  const valid = isValidNameToRegister(label)
  const suggestions = useSnapshot(selectSuggestions)
  const taken = suggestions.status === 'ready' && suggestions.availability === 'taken'
  const edit = (next: string) => {
    setText(next)
    void kit.suggestNames(next)
  }
  // The failure stays until the name it was about is edited.
  // Core's "Error registering name {name}" (SPEC §8), in the kit's locale.
  const failure =
    failedName !== undefined && failedName === label
      ? t('registerFailed', { name: failedName })
      : undefined
  const reason = failure ? failed?.reason : undefined
  // Characters the rule never allows are flagged at once; a short name once the field is left.
  const showRule = label !== '' && !valid && (touched || !/^[a-zA-Z0-9-]*$/.test(label))

  if (!account?.address) {
    return (
      <Text tone="secondary" className="portico-center">
        {t('noAccount')}
      </Text>
    )
  }
  if (!namespace || !kit.getAdapter(namespace)?.capabilities.names) {
    return (
      <Text tone="secondary" className="portico-center">
        {t('evmOnly')}
      </Text>
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!valid || taken || loading) return
    // Core moves to the success view, and back here with the error on failure.
    kit.registerName(label).catch(() => {})
  }

  return (
    <form className="portico-stack" onSubmit={onSubmit} noValidate>
      <Text tone="secondary" size="small">
        {t('explain')}
      </Text>
      <div className="portico-stack" style={{ gap: 6 }}>
        <TextInput
          label={t('nameLabel')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('namePlaceholder')}
          maxLength={63}
          value={text}
          onChange={(event) => edit(event.target.value)}
          onBlur={() => setTouched(true)}
          error={showRule ? t('nameRule') : undefined}
        />
        <NameAvailability state={suggestions} />
        <NameSuggestionList state={suggestions} onPick={edit} />
      </div>
      {failure ? (
        <div role="alert" className="portico-error-box">
          <p style={{ margin: 0 }}>{failure}</p>
          {reason ? (
            <Text tone="secondary" size="small">
              {reason}
            </Text>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" fullWidth disabled={!valid || taken} loading={loading}>
        {t('register')}
      </Button>
    </form>
  )
}
