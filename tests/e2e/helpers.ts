import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const ROLES = [
  { role: 'DRIVER', area: 'driver', email: 'driver@example.com', nav: ['Inicio', 'Eventos', 'Notificaciones'] },
  {
    role: 'OPERATOR',
    area: 'operator',
    email: 'operator@example.com',
    nav: ['Inicio', 'Eventos', 'Reportes', 'Cola de eventos', 'Notificaciones'],
  },
  {
    role: 'SUPERVISOR',
    area: 'supervisor',
    email: 'supervisor@example.com',
    nav: ['Inicio', 'Eventos', 'Reportes', 'Cola de eventos', 'Notificaciones'],
  },
  { role: 'INSPECTOR', area: 'inspector', email: 'inspector@example.com', nav: ['Inicio', 'Eventos', 'Reportes'] },
  {
    role: 'ADMIN',
    area: 'admin',
    email: 'admin@example.com',
    nav: ['Inicio', 'Eventos', 'Reportes', 'Cola de eventos', 'Notificaciones', 'Usuarios', 'Configuración'],
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

/** A session token through the API, for requests made as that user. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth', { data: { email, password, providerId: 'email', tokenId: '' } });
  return res.headers()['authorization']!;
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
