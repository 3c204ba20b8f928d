import { LAB_CONFIG_ELEMENT_ID, type LabConfig } from '../lab-config.js'

let read: LabConfig | undefined

/** The stack's configuration, written into the page by the lab's server (lab-page-tags.ts). */
export function readLabConfig(): LabConfig {
  if (read) return read
  const element = document.getElementById(LAB_CONFIG_ELEMENT_ID)
  if (!element?.textContent) {
    throw new Error(
      `lab: the page has no #${LAB_CONFIG_ELEMENT_ID} element (open it from the lab's server)`,
    )
  }
  read = JSON.parse(element.textContent) as LabConfig
  return read
}
