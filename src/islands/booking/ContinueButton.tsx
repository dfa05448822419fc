import { useTranslation } from 'react-i18next';

/**
 * A booking step's "Continue": the form's submit button, or, with `onClick`, a button that moves on by
 * itself (a step without a form, such as the seats or extras).
 */
export function ContinueButton({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <p>
      <button type={onClick ? 'button' : 'submit'} className="btn btn-primary" onClick={onClick}>
        {t('booking.continue')}
      </button>
    </p>
  );
}
