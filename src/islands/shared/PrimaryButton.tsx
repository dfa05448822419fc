/**
 * A step's or form's one primary button on its own line: the form's submit, or, with `onClick`, a button
 * that acts by itself (a booking step without a form). The account forms, the booking and hotel booking
 * steps draw it alike.
 */
import type { ReactNode } from 'react';

export function PrimaryButton({ label, onClick }: { label: ReactNode; onClick?: (() => void) | undefined }) {
  return (
    <p>
      <button type={onClick ? 'button' : 'submit'} className="btn btn-primary" onClick={onClick}>
        {label}
      </button>
    </p>
  );
}
