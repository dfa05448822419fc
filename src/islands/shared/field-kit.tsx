/**
 * The one field kit of the site's forms: labelled controls with their errors wired for screen readers
 * (field-controls.tsx). Forms bind them to TanStack Form fields through the form kit (form-kit.tsx).
 */
export * from './field-controls';
