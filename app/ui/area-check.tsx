import { useRef, useState } from 'react'
import { Form } from 'react-router'
import { type AreaCheck as AreaCheckAnswer, type AreaCheckErrors, areaCheckErrors } from '#app/domain/service-areas/area-check'
import { Field } from '#app/ui/forms/field'
import { SuburbOptions } from '#app/ui/forms/suburb-options'
import { useTypedBeforeHydration } from '#app/ui/forms/typed-before-hydration'
import { NotLoadedNotice } from '#app/ui/forms/weak-signal'
import { phoneHref } from '#app/ui/phone'
import { useRootData } from '#app/ui/root-data'
import { useServiceCheckAnswer } from '#app/ui/service-check'
import { useHydrated } from '#app/ui/use-hydrated'

/** 'clayton  south' -> 'Clayton South', for saying back what the customer typed. */
function suburbName(text: string) {
	return text
		.trim()
		.split(/\s+/)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
		.join(' ')
}

/**
 * "Do we come to you?" before the cart: suburb and postcode, answered by the same rule as the
 * checkout's address check. A GET form to the page itself (its loader answers with
 * areaCheckFromQuery), so it works without JavaScript; with it, the spec's POST
 * /api/service/check answers as the customer types, like the checkout, and the form never loads
 * the page: what is missing is said in place, and a check that gets no answer (a weak signal)
 * says so beside the form with Try again, instead of the error page a page load would bring.
 */
export function AreaCheck({
	answer,
	action,
	defaultSuburb = '',
	heading = 'Do we come to you?',
	keep = {},
}: {
	answer: AreaCheckAnswer | null | undefined
	/** the page's own path: the answer comes back to it */
	action: string
	defaultSuburb?: string
	heading?: string
	/** the page's own query (a search) that the check must not lose */
	keep?: Partial<Record<string, string>>
}) {
	const root = useRootData()
	const phone = root?.shop.phone ?? ''
	const hydrated = useHydrated()
	const [suburb, setSuburb] = useState(answer?.suburb ?? defaultSuburb)
	const [postcode, setPostcode] = useState(answer?.postcode ?? '')
	const suburbInput = useRef<HTMLInputElement>(null)
	const postcodeInput = useRef<HTMLInputElement>(null)
	useTypedBeforeHydration(suburbInput, suburb, setSuburb)
	useTypedBeforeHydration(postcodeInput, postcode, (typed) => setPostcode(typed.replace(/\D/g, '').slice(0, 4)))
	const check = useServiceCheckAnswer(postcode, suburb, hydrated)
	const live = check.state
	// what was missing when Check was pressed (with JavaScript), for the values it was pressed with
	const [missing, setMissing] = useState<{ suburb: string; postcode: string; errors: AreaCheckErrors } | null>(null)
	const unchanged = answer && answer.suburb.trim().toLowerCase() === suburb.trim().toLowerCase() && answer.postcode === postcode
	const shown =
		live !== 'unknown'
			? { status: live, suburb: suburbName(suburb) }
			: unchanged && answer.status !== 'invalid'
				? { status: answer.status, suburb: answer.suburb }
				: null
	const errors =
		missing && missing.suburb === suburb && missing.postcode === postcode ? missing.errors : unchanged && answer.status === 'invalid' ? answer.errors : {}

	return (
		<section className="area-check" id="area-check" aria-labelledby="area-check-heading" data-testid="area-check">
			<h2 id="area-check-heading">{heading}</h2>
			<Form
				method="get"
				action={`${action}#area-check`}
				preventScrollReset
				replace
				className="area-check-form"
				onSubmit={(event) => {
					// With JavaScript the endpoint answers as the customer types: no page load, which on
					// a weak signal would take the page (and what was typed) away. What is missing is
					// said in place; a check that got no answer is asked again.
					if (!hydrated) return
					event.preventDefault()
					const values = { suburb, postcode }
					setMissing({ ...values, errors: areaCheckErrors(values) ?? {} })
					if (check.notAnswered) check.retry()
				}}
			>
				{Object.entries(keep).map(([name, value]) =>
					value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
				)}
				<Field meta={{ id: 'area-suburb', errors: errors.suburb ? [errors.suburb] : null }} label="Suburb">
					<input
						ref={suburbInput}
						id="area-suburb"
						name="suburb"
						type="text"
						list="area-check-suburbs"
						autoComplete="address-level2"
						maxLength={60}
						value={suburb}
						onChange={(event) => setSuburb(event.currentTarget.value)}
						aria-invalid={errors.suburb ? true : undefined}
						aria-describedby={errors.suburb ? 'area-suburb-error' : undefined}
					/>
				</Field>
				<Field meta={{ id: 'area-postcode', errors: errors.postcode ? [errors.postcode] : null }} label="Postcode">
					<input
						ref={postcodeInput}
						id="area-postcode"
						name="postcode"
						type="text"
						inputMode="numeric"
						autoComplete="postal-code"
						pattern="\d{4}"
						maxLength={4}
						value={postcode}
						onChange={(event) => setPostcode(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
						aria-invalid={errors.postcode ? true : undefined}
						aria-describedby={errors.postcode ? 'area-postcode-error' : undefined}
					/>
				</Field>
				<button type="submit" className="button button-secondary">
					Check
				</button>
				<SuburbOptions id="area-check-suburbs" suburbs={root?.suburbs ?? []} />
			</Form>
			<NotLoadedNotice reason={check.notAnswered} retry={check.retry} retrying={live === 'checking'} />
			<div aria-live="polite">
				{shown?.status === 'checking' ? <p className="area-check-answer">Checking your area…</p> : null}
				{shown?.status === 'served' ? (
					<p className="area-check-answer service-ok" data-testid="area-check-served">
						Yes, we come to {shown.suburb}.
					</p>
				) : null}
				{shown?.status === 'not-served' ? (
					<p className="area-check-answer service-outside" data-testid="area-check-outside">
						Sorry, this area is currently outside our service range. Please call <a href={phoneHref(phone)}>{phone}</a> or contact us for assistance.
					</p>
				) : null}
			</div>
		</section>
	)
}
