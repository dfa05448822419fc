/**
 * The calls the sign-in route tests make (login, login-code and check-password *.routes.test.ts). Each
 * comes from a new client IP unless the test names one, so the per-IP limits count only what a test
 * means them to. The file's services are handed over as a getter: they exist once `beforeAll` ran.
 */
import { jsonRequest, type TestServices } from '../testing/test-platform';
import { STRONG_PASSWORD } from './account-test-kit';

export function signInCalls(opened: () => TestServices) {
  let ipCounter = 0;
  const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const post = (path: string, body: unknown, ip = freshIp()) =>
    opened().services.main.request(path, jsonRequest('POST', body, { 'X-Client-Ip': ip }));

  /** The password step of /Login/Token, with its answer read. */
  async function passwordStep(email: string, password = STRONG_PASSWORD, ip = freshIp()) {
    const response = await post('/Login/Token', { username: email, password }, ip);
    return {
      response,
      body: (await response.json()) as {
        status: string;
        message: string;
        data: Record<string, unknown> & { loginToken: string };
      },
    };
  }

  return { freshIp, post, passwordStep };
}
