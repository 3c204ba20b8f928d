export { type VerifyEip191MessageParameters, verifyEip191Message } from '../eip191/eip191.js'
