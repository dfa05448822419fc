import { useCallback, useState } from 'react';
import type { FullProfile } from '../../shared/contracts/account';
import { callApi } from './kit';

/** The profile an island shows, starting from the server's copy and re-read after each change. */
export function useProfile(initial: FullProfile) {
  const [profile, setProfile] = useState(initial);
  const refresh = useCallback(async () => {
    const answer = await callApi<FullProfile>('/api/main/Profile/RetrieveProfile', {});
    if (answer.ok && answer.data) setProfile(answer.data);
  }, []);
  return { profile, setProfile, refresh };
}
