/**
 * The card step of extras after booking (ADR 027), a small page script rather than an island: the
 * card inputs have no `name`, so the form never posts them to the site; on submit the card goes to the
 * gateway's tokenisation endpoint alone (tokeniseCard, as the booking's payment does), and only the
 * token, its scheme and the total shown for that scheme are posted with the chosen extras.
 */
import { emptyCardForm, type CardForm } from '../payment/card-rules';
import { tokeniseCard } from '../payment/payment-client';

const field = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-card="${name}"]`)?.value ?? '';

function setHidden(form: HTMLFormElement, name: string, value: string) {
  const input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (input) input.value = value;
}

/** Wires one extras payment form: tokenise, pick the scheme's total, then post the form. */
export function installExtrasCard(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-card-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const totals = JSON.parse(form.dataset.totals ?? '{}') as Record<string, number>;
  let sending = false;
  const say = (text: string, isError: boolean) => {
    if (!status) return;
    status.textContent = text;
    status.className = isError ? 'alert-error' : '';
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    const card: CardForm = {
      ...emptyCardForm(),
      cardName: field(form, 'cardName'),
      cardNumber: field(form, 'cardNumber'),
      expiryMonth: field(form, 'expiryMonth'),
      expiryYear: field(form, 'expiryYear'),
      ccv: field(form, 'ccv'),
    };
    sending = true;
    button?.setAttribute('aria-busy', 'true');
    if (button) button.disabled = true;
    say(form.dataset.paying ?? '', false);
    tokeniseCard(form.dataset.tokenUrl ?? '', form.dataset.publishableKey ?? '', card)
      .then((token) => {
        const total = totals[token.scheme];
        if (total === undefined) throw new Error('scheme not priced');
        setHidden(form, 'cardToken', token.token);
        setHidden(form, 'scheme', token.scheme);
        setHidden(form, 'confirmedTotalCents', String(total));
        form.submit();
      })
      .catch(() => {
        sending = false;
        button?.removeAttribute('aria-busy');
        if (button) button.disabled = false;
        say(form.dataset.cardError ?? '', true);
      });
  });
}
