// The site renders its canonical links from the same origin the services put in email: one rule.
export { resolveSiteUrl } from '../../lib/routing/site-origin';
