import { describe, expect, it } from 'vitest';
import { CARD_DECLINES_EXCEEDED } from './gateway-velocity';
import { authorise, openTestGateway, postAuthorisation, tokenise } from './gateway-test-kit';
import { openPerFile } from '../../test-kits/per-file';

/** The gateway's per-card decline limit (issue 21): default 3 declines of one card within an hour. */
const gateway = openPerFile(openTestGateway, (opened) => opened.close());

const DO_NOT_HONOUR = '4000 0000 0000 0002';
const SAME_CARD_WRITTEN_ELSEWISE = '4000000000000002';
const count = async (sql: string) =>
  Number((await gateway.t.platform.database.query<{ n: string | number }>(sql))[0]!.n);

describe('POST /authorisations of a card declined too often', () => {
  it('asks the issuer three times, then refuses the card with 409 and writes nothing', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await authorise(gateway, DO_NOT_HONOUR);
      expect(answer.body.data.status).toBe('declined');
    }
    const token = await tokenise(gateway, { cardNumber: SAME_CARD_WRITTEN_ELSEWISE });
    const before = await count('SELECT count(*) AS n FROM payment_gateway_authorisations');
    const body = { token, amount: 125_000, currency: 'AUD', reference: 'ORDER-9' };
    const refused = await postAuthorisation(gateway, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CARD_DECLINES_EXCEEDED);
    expect(await count('SELECT count(*) AS n FROM payment_gateway_authorisations')).toBe(before);
    expect(
      await count(
        `SELECT count(*) AS n FROM payment_gateway_tokens WHERE id = '${token}' AND used_at IS NULL`,
      ),
    ).toBe(1);
    expect(await gateway.t.platform.metrics.registry.metrics()).toMatch(
      /card_testing_refusals_total\{reason="card_declines"\} 1/,
    );

    // Other cards are not affected.
    expect((await authorise(gateway)).body.data.status).toBe('approved');

    // An hour after the declines, the issuer is asked again.
    gateway.t.clock.advance(3601_000);
    const fresh = await tokenise(gateway, { cardNumber: DO_NOT_HONOUR });
    const later = await postAuthorisation(gateway, { ...body, token: fresh });
    expect(later.status).toBe(201);
    expect(later.body.data.status).toBe('declined');
  });
});
