export * from './messages';
export * from './fields';
export * from './mobile-field';
export * from './account-forms';
export * from './profile-forms';
