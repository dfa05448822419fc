export * from './messages';
export * from './fields';
export * from './account-forms';
export * from './profile-forms';
