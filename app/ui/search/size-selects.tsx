import { useMemo, useState } from 'react'
import { sizeChoices, type SizeTriple } from '#app/domain/catalogue/size'
import { Field } from '#app/ui/forms/field'
import { useHydrated } from '#app/ui/use-hydrated'

export interface SizeValues {
	width: string
	profile: string
	rim: string
}

export const EMPTY_SIZE: SizeValues = { width: '', profile: '', rim: '' }

const number = (text: string) => (text === '' || Number.isNaN(Number(text)) ? null : Number(text))

/**
 * Width, profile and rim selects fed from the sizes in stock (spec §2). With JavaScript each
 * select offers only what exists for the choices before it; without, every value is offered
 * and the server answers the combination.
 */
export function SizeSelects({
	sizes,
	idPrefix,
	names = { width: 'width', profile: 'profile', rim: 'rim' },
	defaults,
	labels = { width: 'Width', profile: 'Profile', rim: 'Rim' },
	required = false,
	errors,
	onChange,
}: {
	sizes: readonly SizeTriple[]
	idPrefix: string
	names?: Record<keyof SizeValues, string>
	defaults: Partial<SizeValues>
	labels?: Record<keyof SizeValues, string>
	required?: boolean
	errors?: Partial<Record<keyof SizeValues, string>>
	onChange?: (values: SizeValues) => void
}) {
	const hydrated = useHydrated()
	const [values, setValues] = useState<SizeValues>({ ...EMPTY_SIZE, ...defaults })
	// hundreds of sizes, and a page has up to three of these: each list is made once, not on every render
	const all = useMemo(() => sizeChoices(sizes, {}), [sizes])
	const narrowedWidth = hydrated ? number(values.width) : null
	const narrowedProfile = hydrated ? number(values.profile) : null
	const narrowed = useMemo(
		() => (hydrated ? sizeChoices(sizes, { width: narrowedWidth, profile: narrowedProfile }) : all),
		[hydrated, sizes, narrowedWidth, narrowedProfile, all],
	)

	function change(field: keyof SizeValues, value: string) {
		const next = { ...values, [field]: value }
		// A choice that no longer exists after an earlier select changed is cleared.
		const choices = sizeChoices(sizes, { width: number(next.width), profile: number(next.profile) })
		if (field === 'width' && next.profile && !choices.profiles.includes(Number(next.profile))) next.profile = ''
		const again = sizeChoices(sizes, { width: number(next.width), profile: number(next.profile) })
		if (field !== 'rim' && next.rim && !again.rims.includes(Number(next.rim))) next.rim = ''
		setValues(next)
		onChange?.(next)
	}

	const field = (key: keyof SizeValues, options: number[]) => {
		const value = values[key]
		const id = `${idPrefix}-${key}`
		const error = errors?.[key]
		// keep what the customer sent even when it is not an option (the error says why)
		const list = value !== '' && !options.includes(Number(value)) ? [value, ...options.map(String)] : options.map(String)
		return (
			<Field meta={{ id, errors: error ? [error] : null }} label={labels[key]} className="size-field">
				<select
					id={id}
					name={names[key]}
					value={value}
					required={required}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					onChange={(event) => change(key, event.target.value)}
				>
					<option value="">{labels[key]}</option>
					{list.map((option) => (
						<option key={option} value={option}>
							{option}
						</option>
					))}
				</select>
			</Field>
		)
	}

	return (
		<div className="size-selects">
			{field('width', narrowed.widths)}
			{field('profile', narrowed.profiles)}
			{field('rim', narrowed.rims)}
		</div>
	)
}
