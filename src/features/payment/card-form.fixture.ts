/** A card form that passes every rule (Visa test number, future expiry, Sydney address), for the form tests. */
import { emptyCardForm, type CardForm } from './card-rules';

export const validCardForm = (cardName: string): CardForm => ({
  ...emptyCardForm(),
  cardName,
  cardNumber: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: '2030',
  ccv: '123',
  address: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
});
