import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** The supervisor's menu; the administrator's adds the administration after it. */
const SUPERVISOR_NAV = [
  'Inicio',
  'Tablero',
  'Eventos',
  'Reportes',
  'Cumplimiento',
  'Cola de eventos',
  'Notificaciones',
  'Libro de novedades',
  'Trabajos programados',
] as const;

export const ROLES = [
  { role: 'DRIVER', area: 'driver', email: 'driver@example.com', nav: ['Inicio', 'Eventos', 'Notificaciones', 'Trabajos programados'] },
  {
    role: 'OPERATOR',
    area: 'operator',
    email: 'operator@example.com',
    nav: ['Inicio', 'Tablero', 'Eventos', 'Reportes', 'Cola de eventos', 'Notificaciones', 'Libro de novedades', 'Trabajos programados'],
  },
  {
    role: 'SUPERVISOR',
    area: 'supervisor',
    email: 'supervisor@example.com',
    nav: SUPERVISOR_NAV,
  },
  {
    role: 'INSPECTOR',
    area: 'inspector',
    email: 'inspector@example.com',
    nav: ['Inicio', 'Eventos', 'Reportes', 'Cumplimiento', 'Libro de novedades', 'Trabajos programados'],
  },
  {
    role: 'ADMIN',
    area: 'admin',
    email: 'admin@example.com',
    nav: [...SUPERVISOR_NAV, 'Usuarios', 'Unidades', 'Configuración'],
  },
] as const;

export const AREAS = ROLES.map((r) => r.area);

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Watches which remotes' files the page downloads. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export function remotesDownloaded(urls: string[]): string[] {
  const seen = new Set<string>();
  for (const url of urls) {
    const match = /\/remotes\/([a-z]+)\//.exec(new URL(url).pathname);
    if (match) seen.add(match[1]!);
  }
  return [...seen].sort();
}

export async function expectDashboard(page: Page, area: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${area}/dashboard$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
}

/** The public form's date and time field's value for `date` (local time, to the minute). */
export function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A name the SPEC accepts (letters and spaces only) that no other run has used. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/**
 * Fills what and where of the public report form: the first category (or the one labelled
 * `category`), its first subcategory and classification, km 460 near Cabrero unless `km` and
 * `commune` say otherwise, towards the south, 20 minutes ago.
 */
export async function fillReportPlace(
  form: Locator,
  { category, km = '460', commune = 'Cabrero' }: { category?: string; km?: string; commune?: string } = {},
) {
  await form.locator('select[name="category"]').selectOption(category ? { label: category } : { index: 1 });
  await expect(form.locator('select[name="subcategory"] option').nth(1)).toBeAttached();
  await form.locator('select[name="subcategory"]').selectOption({ index: 1 });
  await expect(form.locator('select[name="classificationId"] option').nth(1)).toBeAttached();
  await form.locator('select[name="classificationId"]').selectOption({ index: 1 });
  await form.locator('[name="kilometer"]').fill(km);
  await form.locator('select[name="commune"]').selectOption(commune);
  await form.locator('[name="sector"]').fill('Enlace Cabrero');
  await form.locator('select[name="orientation"]').selectOption('SOUTH');
  await form.locator('[name="dateEvent"]').fill(localDateTime(new Date(Date.now() - 20 * 60_000)));
}

/** Types the report's description in its rich-text editor. */
export async function typeDescription(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: /^Descripción/ });
  await editor.click();
  await editor.pressSequentially(text);
}

/**
 * Fills the public report form but its description and photos: a witness (see fillReportPlace for
 * the place); `category` as there.
 */
export async function fillReportFields(
  form: Locator,
  { fullName = 'Rocío Peña', category }: { fullName?: string; category?: string } = {},
) {
  await form.locator('[name="fullName"]').fill(fullName);
  await form.locator('[name="rut"]').fill('12.345.678-5');
  await form.locator('[name="email"]').fill('testigo@correo.cl');
  await form.locator('[name="phone"]').fill('987654321');
  await form.locator('[name="patente"]').fill('KJTR22');
  await fillReportPlace(form, { category });
}

/** A new browser at `viewport` (a phone's, with `device`), signed in as `email` and on that staff member's dashboard. */
export async function staffPageAt(
  browser: Browser,
  viewport: { width: number; height: number },
  email: string,
  device: { isMobile?: boolean; hasTouch?: boolean } = {},
) {
  const context = await browser.newContext({ viewport, ...device });
  const page = await context.newPage();
  await signIn(page, email);
  await expectDashboard(page, ROLES.find((r) => r.email === email)!.area);
  return { context, page };
}

/** A 360 px touch phone, signed in as `email` and on that staff member's dashboard. */
export function staffPhoneAt(browser: Browser, email: string) {
  return staffPageAt(browser, { width: 360, height: 740 }, email, { isMobile: true, hasTouch: true });
}

/** A session token through the API, for requests made as that user. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth', { data: { email, password, providerId: 'email', tokenId: '' } });
  return res.headers()['authorization']!;
}

/**
 * Reads a step's message and closes it, as a hurried operator does: on a phone the message lies
 * over the bottom of the screen, where the next dialog's buttons are, and a pointer resting on it
 * keeps it there.
 */
export async function closeMessage(page: Page, title: string) {
  const message = page.getByRole('status', { name: title });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Cerrar notificación' }).click();
  await expect(message).toBeHidden();
}

/**
 * Starts a test from the demo driver off shift: a unit they are still on (a failed earlier try can
 * leave one sent to an event) is released by the control room, then signed off.
 */
export async function signOffDriver(request: APIRequestContext, driver: Record<string, string>, control: Record<string, string>) {
  const mine = (await (await request.get('/api/unit/mine', { headers: driver })).json()).payload as { id: number; status: string } | null;
  if (!mine) return;
  if (mine.status !== 'AVAILABLE') {
    expect((await request.post(`/api/unit/${mine.id}/status`, { headers: control, data: { status: 'AVAILABLE' } })).status()).toBe(200);
  }
  expect((await request.delete(`/api/unit/${mine.id}/shift`, { headers: driver })).status()).toBe(200);
}

/**
 * A public-form report through the API (the `category`-th category's first classification, the
 * first by default), signed in when `headers` carry a token; answers its number.
 */
export async function createReport(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  options: { headers?: Record<string, string>; category?: number } = {},
): Promise<number> {
  return (await createReportWithLink(request, fields, options)).id;
}

/** A report and the reporter's secret follow-up link (issue 34: the creation's x-follow-up-token). */
export async function createReportWithLink(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  { headers = {}, category: nth = 0 }: { headers?: Record<string, string>; category?: number } = {},
): Promise<{ id: number; followUpUrl: string }> {
  const category = (await (await request.get('/api/ticket/category')).json()).payload[nth];
  const sub = (await (await request.get(`/api/ticket/category/${category.id}/subcategories`)).json()).payload[0];
  const cls = (await (await request.get(`/api/ticket/category/subcategories/${sub.id}/classifications`)).json()).payload[0];
  const res = await request.post('/api/ticket', {
    headers,
    data: {
      dateEvent: new Date(Date.now() - 10 * 60_000).toISOString(),
      channelCode: 'WEB_SELF_SERVICE',
      category: category.code,
      subcategory: sub.id,
      classificationId: cls.id,
      realAddress: '',
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).payload as number;
  const token = res.headers()['x-follow-up-token'];
  expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return { id, followUpUrl: `/event/follow-up?id=${id}&token=${token}` };
}

/** The demo supervisor as a signed-in reporter: what the form asks of them. */
export const SUPERVISOR_REPORTER = {
  email: 'supervisor@example.com',
  fullName: 'Sara Supervisora',
  phone: '56922222222',
  rut: '12.345.678-5',
};

/** Km 482.5 at the Los Ángeles access, northbound: near the demo units. */
export const AT_LOS_ANGELES = { kilometer: 482.5, sector: 'Acceso Los Ángeles', commune: 'Los Ángeles', orientation: 'NORTH' };

/** A report by the signed-in supervisor (`headers` carry their token), at AT_LOS_ANGELES unless `fields` say. */
export async function reportBySupervisor(request: APIRequestContext, headers: Record<string, string>, fields: Record<string, unknown>) {
  return createReport(request, { ...AT_LOS_ANGELES, ...SUPERVISOR_REPORTER, ...fields }, { headers });
}

/** What a member of the public gives besides their name and address (the follow-up page never shows it). */
export const PUBLIC_REPORTER = { phone: '56987654321', rut: '12.345.678-5', patente: 'KJTR22' };

/** Where a public report happened when a test does not care: a valid place on the concession. */
export const SOME_PLACE = { kilometer: 470.2, sector: 'Enlace Yumbel', commune: 'Cabrero', orientation: 'SOUTH' };

/**
 * A public report by `fullName`, with an e-mail address of their own for this run, about the event
 * `fields` describe (at SOME_PLACE unless they say): its number, the secret follow-up link and that address.
 */
export async function reportByPublic(
  request: APIRequestContext,
  fullName: string,
  fields: Record<string, unknown>,
): Promise<{ id: number; followUpUrl: string; email: string }> {
  const email = `reportante-${Date.now()}@correo.cl`;
  return { ...(await createReportWithLink(request, { ...SOME_PLACE, ...fields, email, fullName, ...PUBLIC_REPORTER })), email };
}
