/**
 * Which /account view to show, from the query and the session (pure, so the rules are tested):
 * signed-in travellers see "signed in" (or set up a password); the rest pick by ?view=, ?step=code
 * (only while a sign-in is pending) and ?confirmEmail=.
 */
export type AccountView =
  | 'signed-in'
  | 'setup-password'
  | 'confirm-email'
  | 'code'
  | 'signup'
  | 'forgot'
  | 'reset'
  | 'resend'
  | 'login';

export function chooseAccountView(input: {
  signedIn: boolean;
  params: URLSearchParams;
  hasChallenge: boolean;
  hasResetEmail: boolean;
}): AccountView {
  const { signedIn, params } = input;
  const view = params.get('view');
  if (signedIn) return view === 'setup-password' ? 'setup-password' : 'signed-in';
  if (params.get('confirmEmail')) return 'confirm-email';
  if (params.get('step') === 'code' && input.hasChallenge) return 'code';
  if (view === 'signup') return 'signup';
  if (view === 'forgot') return 'forgot';
  if (view === 'resend') return 'resend';
  if (view === 'reset') return input.hasResetEmail ? 'reset' : 'forgot';
  return 'login';
}
