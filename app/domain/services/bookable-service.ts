export interface BookableService {
	id: number
	slug: string
	name: string
	description: string | null
	/** cents, GST included; per tyre when perTyre */
	price: number
	/** minutes of work for one (per tyre when perTyre) */
	minutes: number
	perTyre: boolean
	active: boolean
}
