/**
 * The markers messengers put in their in-app browsers' user agents: Telegram, Instagram, Facebook
 * and Messenger (FBAN / FBAV / FB_IAB), WhatsApp, WeChat, LINE, Snapchat, TikTok, Discord, X
 * (Twitter). The one list: SPEC §6's social filtering and SPEC §4's pairing reuse both read it.
 */
const IN_MESSENGER =
  /Telegram|Instagram|FBAN|FBAV|FB_IAB|Messenger|WhatsApp|MicroMessenger|\bLine\/|Snapchat|musical_ly|BytedanceWebview|Discord|Twitter/i

/**
 * Whether the page runs in a messenger's in-app browser (SPEC §4 pairing reuse, SPEC §6 social
 * filtering), from its user agent.
 *
 * @example
 * isInMessengerBrowser('Mozilla/5.0 (iPhone; ...) Mobile/15E148 Instagram 300.0') // true
 */
export function isInMessengerBrowser(userAgent: string): boolean {
  return IN_MESSENGER.test(userAgent)
}
