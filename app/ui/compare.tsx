import { useEffect, useRef, useState } from 'react'
import { MAX_COMPARE } from '#app/domain/catalogue/compare'
import { useHydrated } from './use-hydrated'

// Ticking tyres to compare (results cards, the product page). The ticks are checkboxes named
// `ids` that belong to one GET form (their `form` attribute), so without JavaScript the form
// sends them to /compare as they are; the page shows the first three and says so when more were
// ticked. The button's count then comes from a CSS counter. With JavaScript the bar counts the
// ticks itself and, at three, disables the others with a message.

/** The id of the page's one compare form, which the ticks name as theirs. */
export const COMPARE_FORM_ID = 'compare-form'

export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${MAX_COMPARE} tyres. Untick one to choose another.`

/** A card's or list row's tick: 'Compare', with the tyre's name for screen readers. */
export function CompareTick({ tyreId, name, defaultChecked = false }: { tyreId: number; name: string; defaultChecked?: boolean }) {
	return (
		<label className="compare-tick">
			<input type="checkbox" name="ids" value={tyreId} form={COMPARE_FORM_ID} defaultChecked={defaultChecked} data-testid="compare-tick" />
			Compare<span className="visually-hidden">{` ${name}`}</span>
		</label>
	)
}

function ticks(form: HTMLFormElement): HTMLInputElement[] {
	return [...form.elements].filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'checkbox' && el.name === 'ids')
}

/**
 * The compare form and its button, placed after every tick on the page (the CSS counter counts
 * the ticks before it). `quantity`: the number of tyres to price. `watch`: anything that adds
 * ticks (more results loaded), so new ones are disabled too at the limit.
 */
export function CompareBar({ quantity, watch, className = '' }: { quantity: number; watch?: unknown; className?: string }) {
	const hydrated = useHydrated()
	const form = useRef<HTMLFormElement>(null)
	const [count, setCount] = useState(0)

	useEffect(() => {
		const element = form.current
		if (!element) return
		const update = () => {
			const all = ticks(element)
			const ticked = all.filter((tick) => tick.checked).length
			setCount(ticked)
			for (const tick of all) tick.disabled = !tick.checked && ticked >= MAX_COMPARE
		}
		update()
		// the ticks sit outside the form (in the cards): listen where their changes bubble to
		document.addEventListener('change', update)
		return () => document.removeEventListener('change', update)
	}, [watch])

	const full = count >= MAX_COMPARE
	return (
		<form id={COMPARE_FORM_ID} ref={form} method="get" action="/compare" className={`compare-bar ${className}`} data-testid="compare-bar">
			<input type="hidden" name="qty" value={quantity} />
			{hydrated ? (
				<p className="compare-bar-note" role="status">
					{full ? COMPARE_LIMIT_MESSAGE : count === 1 ? 'Tick another tyre to compare it with.' : `Tick up to ${MAX_COMPARE} tyres to compare them side by side.`}
				</p>
			) : (
				<p className="compare-bar-note">{`Tick up to ${MAX_COMPARE} tyres to compare them side by side.`}</p>
			)}
			<button type="submit" className="button button-small" disabled={hydrated && count < 2}>
				{hydrated ? `Compare (${count})` : 'Compare'}
				{hydrated ? null : <span className="compare-count" aria-hidden="true" />}
			</button>
		</form>
	)
}
