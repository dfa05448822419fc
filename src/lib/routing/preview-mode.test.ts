import { describe, expect, it } from 'vitest';
import type { Profile } from '../../shared/contracts/profile';
import {
  contentQueryForIsland,
  isPreviewActive,
  previewCookieOptions,
  previewSwitchFor,
} from './preview-mode';

const person = (role: Profile['role']): Profile => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'someone@example.com',
  title: null,
  givenName: 'Sam',
  familyName: 'Walker',
  role,
});

describe('preview is for signed-in content staff only', () => {
  it.each([
    ['1', person('editor'), true],
    ['1', person('admin'), true],
    ['1', person('traveller'), false],
    ['1', null, false],
    [undefined, person('editor'), false],
    ['0', person('editor'), false],
    ['yes', person('admin'), false],
  ] as const)('cookie %s, profile %o: preview %s', (cookie, profile, expected) => {
    expect(isPreviewActive(cookie, profile)).toBe(expected);
  });

  it('turns preview on only for staff; anyone may turn it off', () => {
    const on = { enable: true, cleanPath: '/deals' };
    const off = { enable: false, cleanPath: '/deals' };
    expect(previewSwitchFor(on, person('editor'))).toBe('enable');
    expect(previewSwitchFor(on, person('traveller'))).toBe('refuse');
    expect(previewSwitchFor(on, null)).toBe('refuse');
    expect(previewSwitchFor(off, null)).toBe('disable');
    expect(previewSwitchFor(off, person('editor'))).toBe('disable');
  });
});

describe("the islands' content query (/api/cmsRequest)", () => {
  it('never forwards a preview parameter the caller put in params', () => {
    for (const preview of ['1', 1, true]) {
      expect(
        contentQueryForIsland({ preview, page: 2 }, { askedForPreview: false, previewing: false }),
      ).toEqual({ page: '2' });
      expect(contentQueryForIsland({ preview }, { askedForPreview: true, previewing: false })).toEqual({});
    }
  });

  it('asks for drafts only when preview was asked for and the visitor is previewing', () => {
    expect(contentQueryForIsland({}, { askedForPreview: true, previewing: true })).toEqual({ preview: '1' });
    expect(contentQueryForIsland({ preview: '0' }, { askedForPreview: false, previewing: true })).toEqual({});
  });
});

describe('the preview cookie', () => {
  it('is set like the other cookies: HttpOnly, SameSite=Lax, Secure on HTTPS and localhost', () => {
    for (const url of ['https://ctg.example/', 'http://localhost:4321/', 'http://127.0.0.1:4521/']) {
      expect(previewCookieOptions(new URL(url)), url).toMatchObject({
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: true,
      });
    }
  });
});
