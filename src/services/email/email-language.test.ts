/**
 * The emails' language (issue 13): the profile's stored language, else the Accept-Language the site
 * forwarded, else English; and the Main API endpoint that stores the language.
 */
import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  authed,
  createActiveAccount,
  lastEmailTo,
  signInFully,
} from '../account/account-test-kit';
import { createTestServices, jsonRequest } from '../testing/test-platform';
import { languageOfHeader } from '../http/request-language';
import { openPerFile } from '../test-kits/per-file';

const t = openPerFile(createTestServices, (opened) => opened.close());

const main = (path: string, init: RequestInit) => t.services.main.request(path, init);
const setLanguage = (token: string, language: unknown) =>
  main('/Profile/UpdateLanguage', authed(token, { language }));

/** The password step, as the site sends it for a reader of `language` (Accept-Language). */
const passwordStep = (email: string, language?: string) =>
  main(
    '/Login/Token',
    jsonRequest(
      'POST',
      { username: email, password: STRONG_PASSWORD },
      { 'X-Client-Ip': '198.18.7.7', ...(language ? { 'Accept-Language': language } : {}) },
    ),
  );

describe('Accept-Language as the services read it', () => {
  it('picks the offered language the header prefers, or none', () => {
    expect(languageOfHeader('ja-JP,ja;q=0.9')).toBe('ja');
    expect(languageOfHeader('zh-CN')).toBe('zh-CN');
    expect(languageOfHeader('fr-FR,de;q=0.8')).toBeUndefined();
    expect(languageOfHeader(undefined)).toBeUndefined();
  });
});

describe('POST /Profile/UpdateLanguage', () => {
  it('stores the language on the profile, where GetProfile and RetrieveProfile show it', async () => {
    await createActiveAccount(t, 'lang.store@example.com');
    const token = await signInFully(t, 'lang.store@example.com');
    const answer = await setLanguage(token, 'ko');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { language: 'ko' } });
    const brief = await main('/Account/GetProfile', authed(token, undefined, 'GET'));
    expect(await brief.json()).toMatchObject({ data: { language: 'ko' } });
    const full = await main('/Profile/RetrieveProfile', authed(token));
    expect(await full.json()).toMatchObject({ data: { language: 'ko' } });
    expect(await (await setLanguage(token, null)).json()).toMatchObject({ data: { language: null } });
  });

  it('refuses a language the site does not offer (400) and keeps the stored one', async () => {
    await createActiveAccount(t, 'lang.refuse@example.com');
    const token = await signInFully(t, 'lang.refuse@example.com');
    await setLanguage(token, 'id');
    const refused = await setLanguage(token, 'fr');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/en, id, ja, ko, zh-CN/);
    const full = await main('/Profile/RetrieveProfile', authed(token));
    expect(await full.json()).toMatchObject({ data: { language: 'id' } });
  });

  it('needs the account token', async () => {
    const answer = await main('/Profile/UpdateLanguage', jsonRequest('POST', { language: 'ja' }));
    expect(answer.status).toBe(401);
  });
});

describe('the 2FA code email', () => {
  it('is in Japanese for a profile whose language is ja, whatever the browser asks for', async () => {
    await createActiveAccount(t, 'lang.ja@example.com', { givenName: 'Haruka' });
    const token = await signInFully(t, 'lang.ja@example.com');
    await setLanguage(token, 'ja');
    expect((await passwordStep('lang.ja@example.com', 'en')).status).toBe(200);
    const email = await lastEmailTo(t, 'lang.ja@example.com');
    expect(email!.subject).toMatch(/^CTG Business Class 認証コード：\d{6}$/);
    expect(email!.text).toContain('Haruka 様');
    expect(email!.text).toContain('このコードは 10 分間有効');
    expect(email!.html).toContain('<html lang="ja">');
  });

  it('is in the language the request was made in when the profile has none', async () => {
    await createActiveAccount(t, 'lang.id@example.com', { givenName: 'Dewi' });
    expect((await passwordStep('lang.id@example.com', 'id')).status).toBe(200);
    const email = await lastEmailTo(t, 'lang.id@example.com');
    expect(email!.subject).toMatch(/^Kode verifikasi CTG Business Class Anda: \d{6}$/);
    expect(email!.text).toContain('Halo Dewi,');
  });

  it('stays in English without either', async () => {
    await createActiveAccount(t, 'lang.en@example.com');
    expect((await passwordStep('lang.en@example.com')).status).toBe(200);
    const email = await lastEmailTo(t, 'lang.en@example.com');
    expect(email!.subject).toMatch(/^Your CTG Business Class verification code: \d{6}$/);
    expect(email!.text).toContain('The code is valid for 10 minutes and can be used once.');
  });
});

describe('the password reset email', () => {
  it('follows the request language (Korean)', async () => {
    await createActiveAccount(t, 'lang.ko@example.com');
    const answer = await main(
      '/ForgotPassword/RequestResetPassword',
      jsonRequest('POST', { email: 'lang.ko@example.com' }, { 'Accept-Language': 'ko-KR,ko;q=0.9' }),
    );
    expect(answer.status).toBe(200);
    const email = await lastEmailTo(t, 'lang.ko@example.com');
    expect(email!.subject).toBe('CTG Business Class 비밀번호 재설정');
    expect(email!.html).toContain('<html lang="ko">');
  });
});
