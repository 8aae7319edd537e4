/** A free day and time a booking can move to: `value` is what the form posts as `choice`. */
export interface RescheduleChoice {
	value: string
	label: string
}

/** The select of free days and times to move a booking to: the customer's order page and the owner's day. */
export function RescheduleSelect({ id, choices }: { id: string; choices: readonly RescheduleChoice[] }) {
	return (
		<select id={id} name="choice" required defaultValue="">
			<option value="" disabled>
				Choose a day and time
			</option>
			{choices.map((c) => (
				<option key={c.value} value={c.value}>
					{c.label}
				</option>
			))}
		</select>
	)
}
