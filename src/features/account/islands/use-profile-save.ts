import { useState } from 'react';
import type { Translate } from '../../../shared/i18n/translate';
import type { FormOutcome } from './kit';

/** What a save's call answers, as callApi does: whether it was taken, and the server's message. */
interface SaveAnswer {
  ok: boolean;
  message: string;
}

/**
 * A profile form's save and its outcome line: the line clears as the save starts, then says the
 * profile's "Saved" (profile.saved) or the server's refusal as it came. `save` answers the call's
 * answer when it was taken (`taken`: its ok unless given), null when refused, so the form goes on
 * with what follows a save; `setOutcome` is for what the form says itself.
 */
export function useProfileSave(t: Translate) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  async function save<A extends SaveAnswer>(
    call: () => Promise<A>,
    taken: (answer: A) => boolean = (answer) => answer.ok,
  ): Promise<A | null> {
    setOutcome(null);
    const answer = await call();
    if (!taken(answer)) {
      setOutcome({ kind: 'error', message: answer.message });
      return null;
    }
    setOutcome({ kind: 'success', message: t('profile.saved') });
    return answer;
  }
  return { outcome, setOutcome, save };
}
