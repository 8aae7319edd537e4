import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import type { z } from 'zod'
import type { Route } from './+types/tyres'
import { fieldErrorsOf } from '#app/lib/form-fields'
import { ADD_TYRE_REQUIRED, DuplicateTyreSchema, NewTyreSchema, parseTyreFilters, TyreActionSchema, TyreDetailsSchema, TyrePricesSchema, TyreStockSchema } from '#app/domain/catalogue/tyre-schema'
import {
	addTyre,
	deleteTyre,
	duplicateTyre,
	findAdminTyres,
	findTyre,
	replaceTyreImage,
	toAdminTyre,
	tyreFilterOptions,
	tyresHeldForBookings,
	updateTyreDetails,
	updateTyrePrices,
	updateTyreStock,
} from '#app/domain/catalogue/tyre-admin.server'
import { shopToday } from '#app/domain/slots/shop-time'
import type { AdminPost } from '#app/lib/admin-post.server'
import { adminReturnPath, requireAdmin } from '#app/lib/auth.server'
import { currentTime } from '#app/lib/clock.server'
import { getEnv } from '#app/lib/env.server'
import { type Db, getDb } from '#app/lib/db.server'
import { ImageUploadError } from '#app/lib/images.server'
import { TWO_IMAGE_FORM_BYTES, tryReadFormData } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { AdminPager } from '#app/ui/admin/pager'
import { ConfirmStep } from '#app/ui/admin/confirm'
import { AddTyreForm } from '#app/ui/admin/tyres/add-tyre-form'
import { LoadMore } from '#app/ui/admin/tyres/load-more'
import { type CardError, type CardIntent, TyreCard } from '#app/ui/admin/tyres/tyre-card'
import { TyreFilters } from '#app/ui/admin/tyres/tyre-filters'
import { FormAlert } from '#app/ui/forms/field'
import { useHydrated } from '#app/ui/use-hydrated'

const TAB = '/admin/tyres'
const DELETE_QUESTION = 'Are you sure you want to delete this tyre?' // spec §8

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const url = new URL(request.url)
	const parsed = parseTyreFilters(url.searchParams)
	if (!parsed.success) throw data('That filter or page is not valid.', { status: 400 })
	const filters = parsed.data
	const db = getDb()
	const [result, options] = await Promise.all([
		findAdminTyres(db, { ...filters, limit: undefined, page: filters.through ? undefined : (filters.page ?? 1) }),
		tyreFilterOptions(db, filters.brand),
	])
	const held = await tyresHeldForBookings(
		db,
		result.rows.map((r) => r.id),
		shopToday(getEnv().SHOP_TIMEZONE, currentTime()),
	)
	const deleteId = Number(url.searchParams.get('delete'))
	const confirming = Number.isInteger(deleteId) && deleteId > 0 ? await findTyre(db, deleteId) : null
	return {
		tyres: result.rows.map((row) => ({ ...toAdminTyre(row), held: held.get(row.id) ?? 0 })),
		total: result.total,
		page: result.page,
		lastPage: result.lastPage,
		totalPages: result.totalPages,
		filters: { brand: filters.brand ?? '', model: filters.model ?? '', width: filters.width ?? '', profile: filters.profile ?? '', rim: filters.rim ?? '', q: filters.q ?? '', low: filters.low === '1' },
		options,
		confirming: confirming ? { id: confirming.id, label: `${confirming.brand} ${confirming.model} ${confirming.size}` } : null,
	}
}

function cardError(id: number, intent: CardIntent, message: string, form: FormData, fieldErrors: Record<string, string[] | undefined> = {}) {
	const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
	return data({ form: 'card', id, intent, message, fieldErrors, values } satisfies CardError, { status: 400 })
}


export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const read = await tryReadFormData(request, { maxBytes: TWO_IMAGE_FORM_BYTES })
	if (!read.ok) return data({ form: 'request' as const, message: read.message }, { status: read.status })
	const form = read.form
	const parsed = TyreActionSchema.safeParse({ intent: form.get('intent'), id: form.get('id') ?? undefined })
	if (!parsed.success) {
		const badId = parsed.error.issues.some((issue) => issue.path[0] === 'id')
		return data({ form: 'request' as const, message: badId ? 'That tyre was not understood.' : 'That action was not understood.' }, { status: 400 })
	}
	const post: AdminPost = { db: getDb(), form, back: adminReturnPath(form, TAB) }
	const intent = parsed.data
	switch (intent.intent) {
		case 'add':
			return addFromForm(post)
		case 'delete':
			return deleteFromCard(post, intent.id)
		case 'update-stock':
			return updateStockFromCard(post, intent.id)
		case 'update-prices':
			return updatePricesFromCard(post, intent.id)
		case 'update-details':
			return updateDetailsFromCard(post, intent.id)
		case 'duplicate':
			return duplicateFromCard(post, intent.id)
		case 'update-image':
			return updateImageFromCard(post, intent.id)
	}
}

async function addFromForm({ db, form, back }: AdminPost) {
	const submission = parseWithZod(form, { schema: NewTyreSchema })
	if (submission.status !== 'success') {
		const missing = Object.values(submission.error ?? {}).some((errors) => errors?.includes('Required'))
		return data({ form: 'add' as const, result: submission.reply({ formErrors: [missing ? ADD_TYRE_REQUIRED : 'Please correct the fields marked below.'] }) }, { status: 400 })
	}
	try {
		await addTyre(db, submission.value)
	} catch (error) {
		if (!(error instanceof ImageUploadError)) throw error
		return data(
			{ form: 'add' as const, result: submission.reply({ formErrors: [error.message], fieldErrors: error.field ? { [error.field]: [error.message] } : {} }) },
			{ status: 400 },
		)
	}
	return redirectWithToast(back, { type: 'success', title: 'Tyre added successfully!' }) // spec §8
}

async function deleteFromCard({ db, back }: AdminPost, id: number) {
	const result = await deleteTyre(db, id)
	if (!result.ok) return redirectWithToast(back, { type: 'error', title: 'Delete failed.', description: result.message })
	return redirectWithToast(back, { type: 'success', title: 'Tyre deleted successfully!' })
}

async function updateStockFromCard({ db, form, back }: AdminPost, id: number) {
	const parsed = TyreStockSchema.safeParse({ inStock: form.get('inStock') ?? '' })
	if (!parsed.success) return cardError(id, 'update-stock', 'Stock update failed.', form, { inStock: parsed.error.issues.map((i) => i.message) })
	const result = await updateTyreStock(db, id, parsed.data.inStock)
	if (!result.ok) return redirectWithToast(back, { type: 'error', title: 'Stock update failed.', description: result.message })
	if (!result.tyre.changed) return redirectWithToast(back, { type: 'info', title: `Stock is already ${result.tyre.stock}.` })
	return redirectWithToast(back, { type: 'success', title: 'Stock updated successfully!' })
}

function updatePricesFromCard(post: AdminPost, id: number) {
	// read directly (not through conform): an emptied price must reach the schema as ''
	return saveCardFields(post, id, { intent: 'update-prices', schema: TyrePricesSchema, save: updateTyrePrices, failed: 'Failed to update prices.', saved: 'Prices updated successfully' })
}

function updateDetailsFromCard(post: AdminPost, id: number) {
	return saveCardFields(post, id, { intent: 'update-details', schema: TyreDetailsSchema, save: updateTyreDetails, failed: 'Features and warranty not saved.', saved: 'Features and warranty saved.' })
}

/**
 * A card form that one schema reads and one domain call saves: a field that does not parse stays
 * on the card with its error; a refusal from the save (the tyre is gone) comes back as a toast.
 */
async function saveCardFields<T>(
	{ db, form, back }: AdminPost,
	id: number,
	card: { intent: CardIntent; schema: z.ZodType<T>; save: (db: Db, id: number, value: T) => Promise<{ ok: true } | { ok: false; message: string }>; failed: string; saved: string },
) {
	const parsed = card.schema.safeParse(Object.fromEntries(form))
	if (!parsed.success) return cardError(id, card.intent, card.failed, form, fieldErrorsOf(parsed.error))
	const result = await card.save(db, id, parsed.data)
	if (!result.ok) return redirectWithToast(back, { type: 'error', title: card.failed, description: result.message })
	return redirectWithToast(back, { type: 'success', title: card.saved })
}

async function duplicateFromCard({ db, form, back }: AdminPost, id: number) {
	const parsed = DuplicateTyreSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) return cardError(id, 'duplicate', 'Tyre not duplicated.', form, fieldErrorsOf(parsed.error))
	const result = await duplicateTyre(db, id, parsed.data)
	if (!result.ok) return cardError(id, 'duplicate', result.message, form)
	return redirectWithToast(back, { type: 'success', title: `Tyre duplicated as ${result.tyre.size}.`, description: 'It has none in stock yet.' })
}

async function updateImageFromCard({ db, form, back }: AdminPost, id: number) {
	try {
		const result = await replaceTyreImage(db, id, form.get('image'))
		if (!result.ok) return redirectWithToast(back, { type: 'error', title: 'Image update failed.', description: result.message })
	} catch (error) {
		if (!(error instanceof ImageUploadError)) throw error
		return cardError(id, 'update-image', 'Image update failed.', form, { image: [error.message] })
	}
	return redirectWithToast(back, { type: 'success', title: 'Image updated successfully!' })
}

export default function AdminTyres({ loaderData, actionData }: Route.ComponentProps) {
	const hydrated = useHydrated()
	const { tyres, total, confirming } = loaderData
	const card = actionData?.form === 'card' ? (actionData as CardError) : null
	return (
		<section aria-labelledby="tyres-heading">
			<h2 id="tyres-heading">Tyres</h2>
			<p className="admin-toolbar">
				<Link to="/admin/tyres/price-lists" className="button button-secondary">
					Price lists: import and export
				</Link>{' '}
				<Link to="/admin/tyres/price-rules" className="button button-secondary">
					Price rules
				</Link>
			</p>
			{actionData?.form === 'request' ? <FormAlert message={actionData.message} /> : null}
			{confirming ? <ConfirmStep message={DELETE_QUESTION} detail={confirming.label} fields={{ intent: 'delete', id: confirming.id }} /> : null}
			<AddTyreForm brands={loaderData.options.brands} brandsWithLogo={loaderData.options.brandsWithLogo} lastResult={actionData?.form === 'add' ? actionData.result : undefined} />
			<TyreFilters tab={TAB} filters={loaderData.filters} options={loaderData.options} />
			<p className="admin-count" data-testid="tyre-count">
				{total === 1 ? '1 tyre' : `${total} tyres`}
			</p>
			{tyres.length ? (
				<div className="admin-grid admin-tyre-list">
					{tyres.map((tyre) => (
						<TyreCard key={tyre.id} tyre={tyre} error={card?.id === tyre.id ? card : null} deleteQuestion={DELETE_QUESTION} />
					))}
				</div>
			) : (
				<p className="admin-empty">No tyres match these filters.</p>
			)}
			{hydrated ? <LoadMore tab={TAB} shown={tyres.length} total={total} lastPage={loaderData.lastPage} totalPages={loaderData.totalPages} /> : <AdminPager tab={TAB} page={loaderData.page} totalPages={loaderData.totalPages} drop={['through', 'delete']} />}
		</section>
	)
}
