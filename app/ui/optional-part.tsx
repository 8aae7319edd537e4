import { Component, type ReactNode } from 'react'

/**
 * A part of a page the page can do without (a map): if it fails, for instance because its code
 * cannot be fetched with no signal, it is replaced by `fallback` instead of taking the whole page
 * to its error page.
 */
export class OptionalPart extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
	override state = { failed: false }

	static getDerivedStateFromError() {
		return { failed: true }
	}

	override render() {
		return this.state.failed ? this.props.fallback : this.props.children
	}
}
