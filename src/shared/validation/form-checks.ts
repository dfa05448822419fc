/** Checks across fields that several forms share; each reports its message on one field. */
import * as v from 'valibot';
import { fitsTicketName } from './fields';
import { MESSAGES } from './messages';

type TicketName = { title?: string | null; firstName: string; lastName: string };
type NewPassword = { newPassword: string; confirmPassword: string };

const ticketNameCheck = v.forward(
  v.partialCheck(
    [['title'], ['firstName'], ['lastName']],
    (input: TicketName) => fitsTicketName(input),
    MESSAGES.nameTooLong,
  ),
  ['lastName'],
);

const newPasswordCheck = v.forward(
  v.partialCheck(
    [['newPassword'], ['confirmPassword']],
    (input: NewPassword) => input.newPassword === input.confirmPassword,
    MESSAGES.passwordMismatch,
  ),
  ['confirmPassword'],
);

// The checks read only their own fields and pass the form through unchanged, so each serves any form
// that has those fields, typed as that form.
type CheckOf<TInput> = v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;

/** Title, first and last name fit on a ticket (29 characters); the message sits on lastName. */
export const ticketNameFits = <TInput extends TicketName>() => ticketNameCheck as CheckOf<TInput>;

/** The confirmation repeats the new password; the message sits on confirmPassword. */
export const newPasswordConfirmed = <TInput extends NewPassword>() => newPasswordCheck as CheckOf<TInput>;
