import { selectApiBase } from './api-base';

describe('selectApiBase', () => {
  const hosts = { testHost: 'https://api-uat.vigia.cl/', productionHost: 'https://api.vigia.cl' };

  it('uses the same origin when no hosts are configured', () => {
    expect(selectApiBase('vigia.cl')).toBe('');
  });

  it("picks the test host when the page host contains 'uat'", () => {
    expect(selectApiBase('portal-uat.vigia.cl', hosts)).toBe('https://api-uat.vigia.cl');
  });

  it('picks the production host otherwise', () => {
    expect(selectApiBase('portal.vigia.cl', hosts)).toBe('https://api.vigia.cl');
  });

  it('lets an explicit base win', () => {
    expect(selectApiBase('portal-uat.vigia.cl', { ...hosts, apiBase: 'http://localhost:8080' })).toBe('http://localhost:8080');
  });
});
