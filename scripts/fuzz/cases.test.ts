import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { casesFor, isDotSegment, type Operation } from './cases';

const media: Operation = {
  service: 'content',
  mount: '/svc/content',
  method: 'get',
  path: '/media/{file}',
  parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
  responses: { '200': {} },
};

describe('fuzz path values', () => {
  it('knows the dot segments the URL parser removes', () => {
    for (const value of ['.', '..', '%2e', '%2E%2e', 'a/./b', 'a/..'])
      expect(isDotSegment(value), value).toBe(true);
    for (const value of ['...', 'a.b', '.hidden', 'photo.jpg', ''])
      expect(isDotSegment(value), value).toBe(false);
  });

  // Seed 1441193419 sent GET /svc/content/media/. , which the URL parser made /svc/content/media/ (another
  // operation, whose 401 this one does not document).
  it('never sends a request to another operation by a dot segment', () => {
    fc.assert(
      fc.property(casesFor(media), (request) => {
        const sent = new URL(request.url, 'http://127.0.0.1').pathname;
        expect(sent).toMatch(/^\/svc\/content\/media\/[^/]+$/);
      }),
      { numRuns: 2000, seed: 1441193419 },
    );
  });
});
