// The form field helpers live in app/lib/form-fields.ts; tyre-schema.ts (which moves to the
// catalogue later) still imports them from here.
export * from '#app/lib/form-fields'
