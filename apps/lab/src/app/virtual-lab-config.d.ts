declare module 'virtual:portico-lab-config' {
  export const labConfig: import('../lab-config.js').LabConfig
}
