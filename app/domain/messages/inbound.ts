// Replies that ask the shop to stop texting. Carriers and providers honour these words on their
// own; the shop reads them too, so its opt-out list agrees with what the customer asked for.
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const

/** Whether a reply is an opt-out: one keyword and nothing else, in any case, spaces trimmed. */
export function isOptOut(body: string) {
	return (OPT_OUT_KEYWORDS as readonly string[]).includes(body.trim().toUpperCase())
}
