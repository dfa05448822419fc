/**
 * The one field kit of the site's forms (account and booking): labelled controls with their errors
 * wired for screen readers (field-controls.tsx), and the same controls bound to TanStack Form fields
 * inside a FieldScope (form-fields.tsx).
 */
export * from './field-controls';
export * from './form-fields';
