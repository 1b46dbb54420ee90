// Direct API calls the proof suites use to put data in place quickly (the UI paths are covered by
// the other browser tests and by one UI pass in each suite).
import { expect, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'demo1234';

export async function tokenFor(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/auth', { data: { email, password, providerId: 'email', tokenId: '' } });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return res.headers()['authorization']!;
}

export interface Classification {
  category: string;
  subcategory: number;
  classificationId: number;
}

export async function firstClassification(request: APIRequestContext): Promise<Classification> {
  const category = (await (await request.get('/api/ticket/category')).json()).payload[0];
  const sub = (await (await request.get(`/api/ticket/category/${category.id}/subcategories`)).json()).payload[0];
  const cls = (await (await request.get(`/api/ticket/category/subcategories/${sub.id}/classifications`)).json()).payload[0];
  return { category: category.code, subcategory: sub.id, classificationId: cls.id };
}

export function ticketBody(classification: Classification, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: '<p>Objeto en la calzada</p>',
    kilometer: 470,
    sector: 'Enlace Cabrero',
    commune: 'Cabrero',
    orientation: 'NORTH',
    dateEvent: new Date(Date.now() - 15 * 60_000).toISOString(),
    channelCode: 'WEB_SELF_SERVICE',
    ...classification,
    realAddress: '',
    email: 'vecino@correo.cl',
    fullName: 'Ana Soto',
    phone: '912345678',
    rut: '12.345.678-5',
    patente: 'AB1234',
    ...overrides,
  };
}

/** POST /api/ticket; answers the HTTP status and the new id (when created). */
export async function postTicket(
  request: APIRequestContext,
  body: Record<string, unknown>,
  auth?: string,
): Promise<{ status: number; id?: number; followUpToken?: string }> {
  const res = await request.post('/api/ticket', { data: body, headers: auth ? { authorization: auth } : {} });
  const json = await res.json().catch(() => ({}));
  // The reporter's secret follow-up token (issue 34) comes with every creation.
  const followUpToken = res.headers()['x-follow-up-token'];
  return { status: res.status(), id: res.status() === 201 ? (json.payload as number) : undefined, followUpToken };
}

export async function getTicket(request: APIRequestContext, id: number, auth: string): Promise<Record<string, unknown>> {
  const res = await request.get(`/api/ticket/${id}`, { headers: { authorization: auth } });
  expect(res.ok()).toBe(true);
  return (await res.json()).payload;
}

/** PUT /api/ticket/{id} with the current values and `changes`. */
export async function putTicket(request: APIRequestContext, id: number, auth: string, changes: Record<string, unknown>): Promise<number> {
  const t = await getTicket(request, id, auth);
  const keys = [
    'description',
    'kilometer',
    'sector',
    'commune',
    'orientation',
    'dateEvent',
    'channelCode',
    'classificationId',
    'realAddress',
    'email',
    'fullName',
    'phone',
    'rut',
    'patente',
    'statusCode',
    'assignedToId',
    'category',
    'subcategory',
  ];
  const body = Object.fromEntries(keys.map((k) => [k, t[k]]));
  const res = await request.put(`/api/ticket/${id}`, { data: { ...body, ...changes }, headers: { authorization: auth } });
  return res.status();
}

/** A PUBLIC comment: it is shown on the staff screens and on the reporter's follow-up page too. */
export async function postComment(request: APIRequestContext, id: number, auth: string, comment: string): Promise<void> {
  const res = await request.post(`/api/ticket/${id}/comment`, {
    data: { comment, visibility: 'PUBLIC' },
    headers: { authorization: auth },
  });
  expect(res.status(), comment).toBe(201);
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  profileCode: string;
  realAddress?: string;
}

export async function createUser(request: APIRequestContext, auth: string, user: NewUser): Promise<{ status: number; id?: string }> {
  const res = await request.post('/api/profile/new', {
    data: { phone: '912345678', rut: '11.222.333-4', realAddress: '', password: PASSWORD, ...user },
    headers: { authorization: auth },
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status(), id: json.payload?.id };
}
