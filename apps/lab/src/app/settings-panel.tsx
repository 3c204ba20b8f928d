import type { ChainNamespace } from '@portico/core'
import { useAppKitTheme } from '@portico/ui-react'
import { useState } from 'react'
import type { LabConfig } from '../lab-config.js'
import {
  formatLabSettings,
  LAB_FEATURES,
  LAB_NAMESPACES,
  LAB_THEME_VARIABLES,
  type LabFeature,
  type LabSettings,
} from './lab-settings.js'
import { LAB_SIGN_IN_MODES } from './lab-sign-in.js'
import { Panel } from './panel.js'

/**
 * Features, theme, chain families and networks, kept in the page URL so a state can be shared. Theme changes apply
 * at once; features and networks are creation options, so Apply reloads the page with the new URL.
 */
export function SettingsPanel({ settings, config }: { settings: LabSettings; config: LabConfig }) {
  const [draft, setDraft] = useState(settings)
  const theme = useAppKitTheme()
  const url = `${window.location.origin}${window.location.pathname}${formatLabSettings(draft)}`

  const update = (next: LabSettings) => {
    setDraft(next)
    window.history.replaceState(null, '', formatLabSettings(next) || window.location.pathname)
    theme.setThemeMode(next.themeMode)
    theme.setThemeVariables(next.themeVariables)
  }
  const toggleFeature = (feature: LabFeature, on: boolean) =>
    update({
      ...draft,
      off: on ? draft.off.filter((item) => item !== feature) : [...draft.off, feature],
    })
  const enabledNetworks = draft.networks.length
    ? draft.networks
    : config.chains.map((chain) => chain.chainId)
  const toggleNetwork = (chainId: number, on: boolean) => {
    const next = on
      ? config.chains
          .map((c) => c.chainId)
          .filter((id) => id === chainId || enabledNetworks.includes(id))
      : enabledNetworks.filter((id) => id !== chainId)
    if (next.length === 0) return
    update({ ...draft, networks: next.length === config.chains.length ? [] : next })
  }

  // Families: eip155 always runs; the others when the stack started their chain.
  const available = LAB_NAMESPACES.filter(
    (ns) => ns === 'eip155' || (config.families as readonly string[]).includes(ns),
  )
  const enabledFamilies = draft.families.length ? draft.families : available
  const toggleFamily = (namespace: ChainNamespace, on: boolean) => {
    const next = available.filter((ns) => (ns === namespace ? on : enabledFamilies.includes(ns)))
    if (next.length === 0) return
    update({ ...draft, families: next.length === available.length ? [] : next })
  }

  return (
    <Panel title="Settings" wide testId="lab-settings">
      <div className="lab-settings">
        <fieldset className="lab-fieldset">
          <legend>Features</legend>
          {LAB_FEATURES.map((feature) => (
            <label key={feature} className="lab-choice">
              <input
                type="checkbox"
                checked={!draft.off.includes(feature)}
                onChange={(event) => toggleFeature(feature, event.currentTarget.checked)}
              />
              {feature}
            </label>
          ))}
        </fieldset>
        <fieldset className="lab-fieldset">
          <legend>Theme mode</legend>
          {(['dark', 'light'] as const).map((mode) => (
            <label key={mode} className="lab-choice">
              <input
                type="radio"
                name="theme-mode"
                checked={draft.themeMode === mode}
                onChange={() => update({ ...draft, themeMode: mode })}
              />
              {mode}
            </label>
          ))}
        </fieldset>
        <fieldset className="lab-fieldset">
          <legend>Theme variables</legend>
          {LAB_THEME_VARIABLES.map((token) => (
            <label key={token} className="lab-field">
              <span>{token}</span>
              <input
                type="text"
                value={draft.themeVariables[token] ?? ''}
                placeholder="default"
                onChange={(event) =>
                  update({
                    ...draft,
                    themeVariables: { ...draft.themeVariables, [token]: event.currentTarget.value },
                  })
                }
              />
            </label>
          ))}
        </fieldset>
        <fieldset className="lab-fieldset">
          <legend>Chain families</legend>
          {available.map((namespace) => (
            <label key={namespace} className="lab-choice">
              <input
                type="checkbox"
                checked={enabledFamilies.includes(namespace)}
                onChange={(event) => toggleFamily(namespace, event.currentTarget.checked)}
              />
              {namespace}
            </label>
          ))}
        </fieldset>
        <fieldset className="lab-fieldset">
          <legend>Sign-in</legend>
          {LAB_SIGN_IN_MODES.map((mode) => (
            <label key={mode} className="lab-choice">
              <input
                type="radio"
                name="lab-sign-in"
                checked={(draft.signIn ?? 'off') === mode}
                onChange={() => update({ ...draft, signIn: mode })}
              />
              {mode}
            </label>
          ))}
        </fieldset>
        <fieldset className="lab-fieldset">
          <legend>Networks</legend>
          {config.chains.map((chain) => (
            <label key={chain.chainId} className="lab-choice">
              <input
                type="checkbox"
                checked={enabledNetworks.includes(chain.chainId)}
                onChange={(event) => toggleNetwork(chain.chainId, event.currentTarget.checked)}
              />
              {chain.name} ({chain.chainId})
            </label>
          ))}
        </fieldset>
      </div>
      <div className="lab-row">
        <button type="button" onClick={() => window.location.assign(url)}>
          Apply (reload)
        </button>
        <label className="lab-field lab-grow">
          <span>Share this state</span>
          <input type="text" readOnly value={url} data-testid="lab-share-url" />
        </label>
      </div>
    </Panel>
  )
}
