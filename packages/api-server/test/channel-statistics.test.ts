// "Eventos por canal" (issue 39): GET /api/report/reportStatistic counts the events of the last 30
// local days by channel, every channel named and listed (even at 0), over what the caller may see.
import type { FastifyInstance } from 'fastify';
import { CHANNELS } from './channels';
import { auth, body, logStaffCall, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t } = withSignedInApp({}, async (started) => {
  app = started;
});

type ByChannel = { code: string; name: string; count: number }[];
const byChannel = async (token: string): Promise<ByChannel> => {
  const res = await app.inject({ method: 'GET', url: '/api/report/reportStatistic', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return body(res).payload.byChannel;
};
const counts = (rows: ByChannel) => Object.fromEntries(rows.map((r) => [r.code, r.count]));

async function staffCall(token: string, channelCode: string) {
  await logStaffCall(app, token, { channelCode, kilometer: 470, orientation: 'SOUTH', description: 'Aviso por canal' });
}

async function publicReport(token: string, daysAgo: number) {
  const dateEvent = new Date(Date.now() - daysAgo * 24 * 3600_000).toISOString();
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent({ dateEvent }) });
  expect(res.statusCode).toBe(201);
}

it('names every channel in the list’s order, in Spanish, even at 0', async () => {
  const rows = await byChannel(t.SUPERVISOR);
  expect(rows.map((r) => [r.code, r.name])).toEqual(CHANNELS);
});

it('counts the last 30 days’ events by how they came in, for everyone and for a driver’s own', async () => {
  const [everyoneBefore, driverBefore] = await Promise.all([byChannel(t.SUPERVISOR), byChannel(t.DRIVER)]);
  await staffCall(t.OPERATOR, 'PHONE');
  await staffCall(t.SUPERVISOR, 'PHONE');
  await staffCall(t.OPERATOR, 'CCTV');
  await staffCall(t.DRIVER, 'PATROL');
  await publicReport(t.DRIVER, 0);
  // Older than the window: counted nowhere here.
  await publicReport(t.DRIVER, 40);

  const everyone = counts(await byChannel(t.SUPERVISOR));
  const before = counts(everyoneBefore);
  expect(everyone).toEqual({
    ...before,
    WEB_SELF_SERVICE: before.WEB_SELF_SERVICE! + 1,
    PHONE: before.PHONE! + 2,
    CCTV: before.CCTV! + 1,
    PATROL: before.PATROL! + 1,
  });
  // The inspector and the admin see the same figures as the supervisor.
  expect(counts(await byChannel(t.INSPECTOR))).toEqual(everyone);

  const driver = counts(await byChannel(t.DRIVER));
  const driverBase = counts(driverBefore);
  expect(driver).toEqual({ ...driverBase, WEB_SELF_SERVICE: driverBase.WEB_SELF_SERVICE! + 1, PATROL: driverBase.PATROL! + 1 });
});
