import { useT } from '../../../islands/shared/island-shell';
import { PrimaryButton } from '../../../islands/shared/PrimaryButton';

/**
 * A booking step's "Continue": the form's submit button, or, with `onClick`, a button that moves on by
 * itself (a step without a form, such as the seats or extras).
 */
export function ContinueButton({ onClick }: { onClick?: () => void }) {
  const t = useT();
  return <PrimaryButton label={t('booking.continue')} onClick={onClick} />;
}
