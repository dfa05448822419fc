import { Hono } from 'hono';
import * as v from 'valibot';
import { FORM_MESSAGES } from '../../shared/content/form-rules';
import { draftReadOptions } from '../auth/editor-access';
import type { ServiceEnv } from '../http/app-factory';
import { readClientIp } from '../http/client-ip';
import { failed, success, type Envelope } from '../http/envelope';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { readJsonBody } from '../http/validate';
import { FormSubmissionResultSchema } from '../../shared/contracts/cms-forms';
import { read } from '../content/content.openapi';
import type { Platform } from '../platform/platform';
import { SubmissionRequestSchema, submitForm } from './forms.service';

const KeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));

/** Message of a submission refused for its values; the fields' own messages are in data.errors. */
const INVALID_SUBMISSION_MESSAGE = 'Please correct the highlighted fields';

// 400 carries the fields' messages in data.errors; 503 (an Error envelope) when it cannot be stored.
const submitFormDoc = read('Submit a form', {
  body: SubmissionRequestSchema,
  data: FormSubmissionResultSchema,
  success: [201],
  errors: [404, 503],
});

/** POST /forms/{key}/submissions, mounted inside the Content API (token and channel headers apply). */
export function formRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  app.post('/:key/submissions', submitFormDoc, async (c) => {
    const key = v.safeParse(KeySchema, c.req.param('key'));
    if (!key.success) return failed(c, 404, 'Form not found');
    const request = await readJsonBody(c, SubmissionRequestSchema);
    const outcome = await submitForm(platform, key.output, request, {
      clientIp: readClientIp(c),
      read: await draftReadOptions(platform, c),
    });
    switch (outcome.kind) {
      case 'not-found':
        return failed(c, 404, 'Form not found');
      case 'rate-limited':
        return failed(c, 429, RATE_LIMITED_MESSAGE);
      case 'invalid':
        return failed(c, 400, INVALID_SUBMISSION_MESSAGE, { errors: outcome.errors });
      case 'failed':
        return c.json<Envelope<null>>(
          { status: 'Error', message: FORM_MESSAGES.submitFailed, data: null, statusCode: 503 },
          503,
        );
      case 'accepted': {
        const { kind: _kind, ...data } = outcome;
        return success(c, data, outcome.message ?? '', 201);
      }
    }
  });

  return app;
}
