import { useCallback, useState } from 'react';
import type { FullProfile } from '../../../shared/contracts/account';
import { callApi } from './kit';
import * as mainApi from '../../../shared/contracts/endpoints-main';

/** The profile an island shows, starting from the server's copy and re-read after each change. */
export function useProfile(initial: FullProfile) {
  const [profile, setProfile] = useState(initial);
  const refresh = useCallback(async () => {
    const answer = await callApi<FullProfile>(mainApi.profileRetrieveProfile, {});
    if (answer.ok && answer.data) setProfile(answer.data);
  }, []);
  return { profile, setProfile, refresh };
}
