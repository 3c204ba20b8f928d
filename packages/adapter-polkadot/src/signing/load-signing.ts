/** The signing module, loaded on the first signature (keeps the verifier out of the initial JS). */
export const loadSigning = () => import('./sign-message.js')
