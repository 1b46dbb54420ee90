// Each test of the API client starts on the fake server's base with nothing stored, signed in with
// `token` (null: signed out).
import { configureApi, setAccessToken } from '../index';

export function freshApiEachTest(token: string | null) {
  beforeEach(() => {
    configureApi({ base: 'http://api.test' });
    localStorage.clear();
    setAccessToken(token);
  });
}
