import { useEffect, useState } from 'react'
import { whenPartsHydrated } from './lazy-part'
import { Logo } from './logo'

export const SPLASH_KEY = 'splash-shown'
const SPLASH_MS = 2000 // spec §9: splash 2 s

/**
 * First-visit splash (spec §2): rendered only after JavaScript runs, once per browser session,
 * so a no-JS visitor or a crawler always gets the page itself.
 */
export function Splash() {
	const [visible, setVisible] = useState(false)
	useEffect(() => {
		let seen = true
		try {
			seen = sessionStorage.getItem(SPLASH_KEY) === '1'
			sessionStorage.setItem(SPLASH_KEY, '1')
		} catch {
			// storage blocked: skip the splash rather than show it on every page
		}
		if (seen) return
		setVisible(true)
		// the 2 s count from when the whole page is interactive (its lazy parts hydrate after it)
		let timer: ReturnType<typeof setTimeout> | undefined
		let cancelled = false
		whenPartsHydrated(() => {
			if (!cancelled) timer = setTimeout(() => setVisible(false), SPLASH_MS)
		})
		return () => {
			cancelled = true
			clearTimeout(timer)
		}
	}, [])
	if (!visible) return null
	return (
		<div className="splash" role="presentation" data-testid="splash" onClick={() => setVisible(false)}>
			<div className="splash-logo">
				<Logo name="" />
			</div>
		</div>
	)
}
