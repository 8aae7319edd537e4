import { HoneypotInputs, HoneypotProvider } from 'remix-utils/honeypot/react'
import { useNonce } from '#app/lib/nonce'

// remix-utils' honeypot inputs: the field only bots fill in and the encrypted render time, both
// hidden from people and from assistive technology. The root loader provides their props
// (`honeypotInputProps()`); each action checks them with `isSpam` (lib/honeypot.server).

export { HoneypotProvider }

export function Honeypot() {
	return <HoneypotInputs label="Leave this field empty" nonce={useNonce()} />
}
