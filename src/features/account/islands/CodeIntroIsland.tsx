/**
 * The sentence above the sign-in code field. The masked address arrives once (a one-time message);
 * $profileAuth keeps it for this tab so a reload of the code step still says where the code went.
 * Never the code or the pending sign-in's token (those stay in HttpOnly cookies).
 */
import { useT } from '../../../islands/shared/island-shell';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $profileAuth, EMPTY_AUTH } from '../signup-draft.store';
import { withIslandShell, type IslandShellProps } from '../../../islands/shared/IslandShell';

interface Props extends IslandShellProps {
  maskedEmail?: string;
}

function CodeIntroIsland(props: Props) {
  const t = useT();
  const auth = useStore($profileAuth, { ssr: () => EMPTY_AUTH });
  useEffect(() => {
    if (props.maskedEmail) $profileAuth.set({ flow: 'code', email: props.maskedEmail });
  }, [props.maskedEmail]);
  const email = props.maskedEmail || (auth.flow === 'code' ? auth.email : '');
  return (
    <p className="mt-3 text-ink-muted">
      {email ? t('account.code.introTo', { email }) : t('account.code.intro')}
    </p>
  );
}

export default withIslandShell(CodeIntroIsland);
