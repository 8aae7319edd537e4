import { type SubmissionResult, getInputProps, getTextareaProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import type { Route } from './+types/blogs'
import { BLOG_MESSAGES, BLOG_REQUIRED, EditBlogSchema, META_DESCRIPTION_FALLBACK_LENGTH, NewBlogSchema } from '#app/domain/blogs/blog-schema'
import { formatDay } from '#app/domain/slots/shop-time'
import { addBlog, blogForEditing, deleteBlog, listAdminBlogs, updateBlog } from '#app/domain/blogs/blog-admin.server'
import { type AdminPost, addEditDeleteAction } from '#app/lib/admin-post.server'
import { requireAdmin } from '#app/lib/auth.server'
import { getDb } from '#app/lib/db.server'
import { ImageUploadError } from '#app/lib/images.server'
import { ONE_IMAGE_FORM_BYTES } from '#app/lib/multipart.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { ConfirmDelete, ConfirmStep } from '#app/ui/admin/confirm'
import { AddOrEditForm, useAddOrEditForm } from '#app/ui/admin/add-or-edit-form'
import { Field, FormAlert } from '#app/ui/forms/field'
import { Panel } from '#app/ui/admin/panel'

const TAB = '/admin/blogs'
const DELETE_QUESTION = 'Are you sure you want to delete this Blog ?' // spec §8, as written

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const blogs = await listAdminBlogs(getDb())
	const params = new URL(request.url).searchParams
	const deleteId = Number(params.get('delete'))
	const editId = Number(params.get('edit'))
	return {
		editing: Number.isInteger(editId) && editId > 0 ? await blogForEditing(getDb(), editId) : null,
		blogs: blogs.map((b) => ({ ...b, published: formatDay(b.createdAt.slice(0, 10)) })),
		confirming: blogs.find((b) => b.id === deleteId) ?? null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	return addEditDeleteAction(request, { maxBytes: ONE_IMAGE_FORM_BYTES, tab: TAB, notUnderstood: 'That blog was not understood.', add: addFromForm, edit: editFromForm, delete: deleteFromCard })
}

async function addFromForm({ db, form, back }: AdminPost) {
	const submission = parseWithZod(form, { schema: NewBlogSchema })
	if (submission.status !== 'success') {
		return data({ form: 'add' as const, result: submission.reply({ formErrors: [BLOG_REQUIRED] }) }, { status: 400 })
	}
	try {
		await addBlog(db, submission.value)
	} catch (error) {
		if (!(error instanceof ImageUploadError)) throw error
		return data(
			{ form: 'add' as const, result: submission.reply({ formErrors: [`${BLOG_MESSAGES.addFailed} ${error.message}`], fieldErrors: { image: [error.message] } }) },
			{ status: 400 },
		)
	}
	return redirectWithToast(back, { type: 'success', title: BLOG_MESSAGES.added })
}

async function editFromForm({ db, form }: AdminPost, id: number) {
	const edit = parseWithZod(form, { schema: EditBlogSchema })
	if (edit.status !== 'success') return data({ form: 'edit' as const, result: edit.reply({ formErrors: [BLOG_REQUIRED] }) }, { status: 400 })
	try {
		const blog = await updateBlog(db, id, edit.value)
		// saved or gone, the edit is over: back to the plain list
		if (!blog) return redirectWithToast(TAB, { type: 'error', title: BLOG_MESSAGES.updateFailed, description: 'It no longer exists.' })
		return redirectWithToast(TAB, { type: 'success', title: BLOG_MESSAGES.updated, description: blog.title })
	} catch (error) {
		if (!(error instanceof ImageUploadError)) throw error
		return data({ form: 'edit' as const, result: edit.reply({ formErrors: [`${BLOG_MESSAGES.updateFailed} ${error.message}`], fieldErrors: { image: [error.message] } }) }, { status: 400 })
	}
}

async function deleteFromCard({ db, back }: AdminPost, id: number) {
	const blog = await deleteBlog(db, id)
	if (!blog) return redirectWithToast(back, { type: 'error', title: BLOG_MESSAGES.deleteFailed, description: 'It no longer exists.' })
	return redirectWithToast(back, { type: 'success', title: BLOG_MESSAGES.deleted })
}

export default function AdminBlogs({ loaderData, actionData }: Route.ComponentProps) {
	const { blogs, confirming, editing } = loaderData
	return (
		<section aria-labelledby="blogs-heading">
			<h2 id="blogs-heading">Blogs</h2>
			{actionData?.form === 'request' ? <FormAlert message={actionData.message} /> : null}
			{confirming ? <ConfirmStep message={DELETE_QUESTION} detail={confirming.title} fields={{ intent: 'delete', id: confirming.id }} /> : null}
			{editing ? (
				<BlogForm key={`edit-${editing.id}`} editing={editing} lastResult={actionData?.form === 'edit' ? actionData.result : undefined} />
			) : (
				<BlogForm key="add" lastResult={actionData?.form === 'add' ? actionData.result : undefined} />
			)}
			{blogs.length ? (
				<div className="admin-grid">
					{blogs.map((blog) => (
						<article key={blog.id} className="admin-card" aria-labelledby={`blog-${blog.id}-title`} data-testid="admin-blog-card">
							<img src={blog.imageUrl} alt="" width={400} height={250} loading="lazy" className="admin-blog-image" />
							<h3 id={`blog-${blog.id}-title`} className="admin-card-title">
								{blog.title}
							</h3>
							<p className="admin-card-meta">
								<time dateTime={blog.createdAt}>{blog.published}</time> ·{' '}
								<a href={`/blog/${blog.slug}`} target="_blank" rel="noreferrer">
									/blog/{blog.slug}
								</a>
							</p>
							<div className="admin-card-actions">
								<Link className="button button-secondary button-small" to={`${TAB}?edit=${blog.id}#edit-blog`} aria-label={`Edit ${blog.title}`}>
									Edit
								</Link>
							</div>
							<ConfirmDelete id={blog.id} message={DELETE_QUESTION} accessibleLabel={`Delete ${blog.title}`} />
						</article>
					))}
				</div>
			) : (
				<p className="admin-empty">No blogs yet.</p>
			)}
		</section>
	)
}

type EditingBlog = NonNullable<Awaited<ReturnType<typeof blogForEditing>>>

function BlogForm({ lastResult, editing }: { lastResult: SubmissionResult<string[]> | undefined; editing?: EditingBlog }) {
	const { form, fields, formRef, hasErrors } = useAddOrEditForm({
		name: 'blog',
		editing: Boolean(editing),
		schema: editing ? EditBlogSchema : NewBlogSchema,
		lastResult,
		defaultValue: editing ? { title: editing.title, description: editing.description, metaTitle: editing.metaTitle, metaDescription: editing.metaDescription } : undefined,
	})
	return (
		<Panel summary={editing ? `Edit: ${editing.title}` : 'Add New Blog'} forceOpen={hasErrors || Boolean(editing)}>
			{/* spec §5: one message for any missing field */}
			<AddOrEditForm
				form={form}
				formRef={formRef}
				hasErrors={hasErrors}
				editingId={editing?.id ?? null}
				failed={BLOG_REQUIRED}
				submitLabel={editing ? 'Save blog' : 'Add Blog'}
				cancelTo={TAB}
				className="admin-form"
				encType="multipart/form-data"
			>
				<Field label="Title *" meta={fields.title}>
					<input {...getInputProps(fields.title, { type: 'text' })} required />
				</Field>
				<Field label="Description *" meta={fields.description} hint="Each line becomes a paragraph.">
					<textarea {...getTextareaProps(fields.description)} required rows={8} />
				</Field>
				{editing ? (
					<Field label="New image" meta={fields.image} optional hint="Leave empty to keep the current image.">
						<input {...getInputProps(fields.image, { type: 'file' })} accept="image/*" />
					</Field>
				) : (
					<Field label="Image *" meta={fields.image}>
						<input {...getInputProps(fields.image, { type: 'file' })} accept="image/*" required />
					</Field>
				)}
				<Field label="Meta title *" meta={fields.metaTitle}>
					<input {...getInputProps(fields.metaTitle, { type: 'text' })} required />
				</Field>
				<Field label="Meta description" meta={fields.metaDescription} hint={`Left empty, the first ${META_DESCRIPTION_FALLBACK_LENGTH} characters of the description are used.`}>
					<textarea {...getTextareaProps(fields.metaDescription)} rows={3} />
				</Field>
			</AddOrEditForm>
		</Panel>
	)
}
