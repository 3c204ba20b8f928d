import { labConfig } from 'virtual:portico-lab-config'
import type { LabConfig } from '../lab-config.js'

/** The stack's configuration, served to the page by the lab's dev server. */
export function readLabConfig(): LabConfig {
  return labConfig
}
