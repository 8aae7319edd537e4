import { type ReactNode, useState } from 'react'

/**
 * A collapsible admin panel (e.g. 'Add New Tyre'). It opens by itself when its form has errors
 * (also without JavaScript, from the server's answer) and stays open once opened.
 */
export function Panel({ summary, forceOpen, children }: { summary: string; forceOpen: boolean; children: ReactNode }) {
	const [opened, setOpened] = useState(false)
	return (
		<details className="admin-panel" open={opened || forceOpen} onToggle={(event) => setOpened(event.currentTarget.open)}>
			<summary className="admin-panel-summary">{summary}</summary>
			{children}
		</details>
	)
}
