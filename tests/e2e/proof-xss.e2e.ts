// Issue #8, XSS proof: a standard payload list through every text field (API for speed, the real
// editor once), then every screen that shows them, as the roles that see them: 0 executions.
// The context bypasses the server's CSP, so this proves the app's own rendering, not only CSP.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectDashboard, fillReportFields, signIn } from './helpers';
import {
  createUser,
  firstClassification,
  postComment,
  postTicket,
  putTicket,
  ticketBody,
  tokenFor,
  type Classification,
} from './proof/api';
import { SHORT_PAYLOADS, XSS_PAYLOADS } from './proof/xss-payloads';
import { XssWatch } from './proof/xss-watch';

test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const GROUP = 4;
const RAW_GROUP = 8;
const TICKET_TEXT_FIELDS = ['fullName', 'sector', 'commune', 'realAddress', 'email', 'phone', 'rut', 'patente'] as const;

const watch = new XssWatch();
const tried = {
  ticketFields: 0,
  ticketFieldsAccepted: 0,
  descriptions: 0,
  comments: 0,
  userNames: 0,
  userAddresses: 0,
  edits: 0,
  ui: 0,
  lists: 0,
};

interface Fixture {
  classification: Classification;
  /** Tickets with groups of payloads in their description. */
  groups: { id: number; payloads: string[]; marker: string }[];
  /** Tickets whose strict fields accepted a payload (expected none). */
  accepted: number[];
  /** The ticket with every payload as a comment, assigned to a payload-named operator. */
  commented: number;
  /** Its reporter's follow-up page with the secret token (issue 34). */
  commentedLink: string;
  users: { id: string; name: string; email: string; payload: string }[];
  operator: { name: string; email: string };
}
let fx: Fixture;

const visibleLength = (html: string) => html.replace(/<[^>]*>/g, '').length;
const groupHtml = (payloads: string[], marker: string) => payloads.map((p, j) => `<p>${marker}-${j} ${p}</p>`).join('');
const byHeading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

async function setUp(request: APIRequestContext): Promise<Fixture> {
  const admin = await tokenFor(request, 'admin@example.com');
  const driver = await tokenFor(request, 'driver@example.com');
  const classification = await firstClassification(request);

  const accepted: number[] = [];
  for (const field of TICKET_TEXT_FIELDS) {
    for (const payload of XSS_PAYLOADS) {
      const { status, id } = await postTicket(request, ticketBody(classification, { [field]: payload }), driver);
      tried.ticketFields += 1;
      if (id) accepted.push(id);
      else expect(status, `${field}: ${payload}`).toBe(400);
    }
  }
  tried.ticketFieldsAccepted = accepted.length;

  // As many payloads per description as its 300-character limit of visible text allows.
  const groups: Fixture['groups'] = [];
  let pending: string[] = [];
  const flush = async () => {
    const marker = `XSS${RUN}D${groups.length}`;
    const { status, id } = await postTicket(request, ticketBody(classification, { description: groupHtml(pending, marker) }), driver);
    expect(status, marker).toBe(201);
    groups.push({ id: id!, payloads: pending, marker });
    tried.descriptions += pending.length;
    pending = [];
  };
  for (const payload of XSS_PAYLOADS) {
    if (pending.length > 0 && visibleLength(groupHtml([...pending, payload], 'XSSxxxxxxxxD00')) > 250) await flush();
    pending.push(payload);
  }
  await flush();

  const users: Fixture['users'] = [];
  for (const [i, payload] of SHORT_PAYLOADS.entries()) {
    const email = `xss${i}.${RUN}@example.com`;
    const lastName = `Xss${RUN}n${String(i).padStart(2, '0')}`;
    const res = await createUser(request, admin, { firstName: payload, lastName, email, profileCode: 'OPERATOR', realAddress: payload });
    expect(res.status, payload).toBe(201);
    users.push({ id: res.id!, name: `${payload} ${lastName}`, email, payload });
    tried.userNames += 1;
    tried.userAddresses += 1;
  }

  // A payload-named operator works the commented ticket; every payload becomes a comment on it.
  const worker = users.find((u) => u.payload === '<img src=x onerror=__xss++>')!;
  const created = await postTicket(request, ticketBody(classification), driver);
  const commented = created.id!;
  const commentedLink = `/event/follow-up?id=${commented}&token=${created.followUpToken}`;
  expect(await putTicket(request, commented, admin, { assignedToId: worker.id })).toBe(200);
  for (const g of groups.slice(1, 4))
    expect(await putTicket(request, g.id, admin, { assignedToId: users[groups.indexOf(g)]!.id })).toBe(200);
  const workerAuth = await tokenFor(request, worker.email);
  for (const payload of XSS_PAYLOADS) {
    await postComment(request, commented, workerAuth, payload);
    tried.comments += 1;
  }
  // A staff edit of the description: the history shows the change.
  expect(await putTicket(request, commented, workerAuth, { description: groupHtml(XSS_PAYLOADS.slice(-GROUP), `XSS${RUN}E`) })).toBe(200);
  tried.edits += GROUP;

  return { classification, groups, accepted, commented, commentedLink, users, operator: { name: worker.name, email: worker.email } };
}

async function staffPage(browser: Browser, email: string, area: string): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  await watch.attach(context);
  const page = await context.newPage();
  await signIn(page, email);
  await expectDashboard(page, area);
  return page;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  fx = await setUp(request);
});

test.afterAll(() => {
  const total = Object.entries(tried)
    .filter(([k]) => k !== 'ticketFieldsAccepted')
    .reduce((n, [, v]) => n + v, 0);
  console.log(
    `[proof-xss] ${XSS_PAYLOADS.length} payloads; tried: ${JSON.stringify(tried)} = ${total} payload×field; ` +
      `screens opened: ${watch.screens}; executions: ${watch.executions}`,
  );
});

test('the watch counts an execution when one happens (positive control)', async ({ browser }) => {
  const control = new XssWatch();
  const context = await browser.newContext({ bypassCSP: true });
  await control.attach(context);
  const page = await context.newPage();
  await page.goto('/user/login');
  await page.evaluate(() => {
    const sink = document.createElement('div');
    sink.innerHTML = '<img src=x onerror=__xss++><img src=y onerror="alert(1)">';
    document.body.append(sink);
  });
  await expect.poll(() => control.executions).toBe(2);
  await context.close();
});

test('the watch waits for a slow broken image before it counts (positive control)', async ({ browser }) => {
  const control = new XssWatch();
  const context = await browser.newContext({ bypassCSP: true });
  await control.attach(context);
  const page = await context.newPage();
  // The image's request fails only after 1 s: a watch that paused a fixed time would count 0.
  await page.route('**/slow-broken.png', async (route) => {
    await new Promise((answer) => setTimeout(answer, 1_000));
    await route.fulfill({ status: 404 });
  });
  await page.goto('/user/login');
  await page.evaluate(() => {
    const sink = document.createElement('div');
    sink.innerHTML = '<img src=/slow-broken.png onerror=__xss++>';
    document.body.append(sink);
  });
  await expect(control.settle(page, page.locator('body'))).rejects.toThrow();
  await expect.poll(() => control.executions).toBe(1);
  await context.close();
});

test('strict ticket fields refuse every payload; the rest are stored', () => {
  expect(tried.ticketFields).toBe(TICKET_TEXT_FIELDS.length * XSS_PAYLOADS.length);
  expect(fx.accepted).toEqual([]);
  expect(fx.groups.flatMap((g) => g.payloads)).toEqual(XSS_PAYLOADS);
});

test('admin: descriptions (as stored and as raw HTML from the API), comments, history, lists, users', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await staffPage(browser, 'admin@example.com', 'admin');
  await watch.settle(page, byHeading(/^Hola, /)(page));

  for (const g of fx.groups) {
    // The staff page's summary (the report's text), then its edit form (the rich-text editor).
    await watch.open(page, `/admin/events/${g.id}`, () => page.getByRole('complementary', { name: 'Resumen del evento' }));
    await expect(page.getByRole('main')).toContainText(`${g.marker}-0`);
    await watch.open(page, `/admin/events/${g.id}?edit=1`, () => page.getByRole('textbox', { name: /^Descripción/ }));
    await expect(page.getByRole('textbox', { name: /^Descripción/ })).toContainText(`${g.marker}-0`);
  }

  // Defence in depth: the browser must stay safe even if unsanitised HTML came back from the API.
  let raw: { id: number; html: string } | null = null;
  await page.route(/\/api\/ticket\/\d+$/, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    if (raw && route.request().method() === 'GET' && json.payload?.id === raw.id) json.payload.description = raw.html;
    await route.fulfill({ response, json });
  });
  const id = fx.groups[0]!.id;
  for (let i = 0; i < XSS_PAYLOADS.length; i += RAW_GROUP) {
    const payloads = XSS_PAYLOADS.slice(i, i + RAW_GROUP);
    raw = { id, html: payloads.map((p, j) => `<p>RAW${RUN}${i}-${j}</p>${p}`).join('') };
    await watch.open(page, `/admin/events/${id}?edit=1`, () => page.getByRole('textbox', { name: /^Descripción/ }));
    await expect(page.getByRole('textbox', { name: /^Descripción/ })).toContainText(`RAW${RUN}${i}-0`);
    tried.descriptions += payloads.length;
  }
  raw = null;
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await watch.open(page, `/admin/events/${fx.commented}`, () => page.getByRole('list', { name: 'Comentarios del evento' }));
  const more = page.getByRole('button', { name: 'Ver más comentarios' });
  for (let shown = 10; shown < XSS_PAYLOADS.length; shown += 10) {
    await more.click();
    await expect(page.getByRole('list', { name: 'Comentarios del evento' }).getByRole('listitem')).toHaveCount(
      Math.min(shown + 10, XSS_PAYLOADS.length + 0),
    );
  }
  await expect(more).toBeHidden();
  const comments = page.getByRole('list', { name: 'Comentarios del evento' });
  for (const payload of XSS_PAYLOADS) await expect(comments).toContainText(payload);
  await expect(comments).toContainText(fx.operator.name);
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText(XSS_PAYLOADS.at(-1)!);
  await watch.settle(page, comments);

  // The list filtered to the worked event: unfiltered, how many newer events the earlier tests made
  // (how fast they ran) decided whether it was on the first page.
  await watch.open(page, `/admin/events?id=${fx.commented}`, byHeading('Eventos'));
  await expect(page.getByRole('main')).toContainText(fx.operator.name);
  await watch.open(page, '/admin/assignments', byHeading('Cola de eventos'));
  await page
    .getByRole('button', { name: /^Asignar evento \d+$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Asignar evento/ });
  await expect(dialog.getByLabel('Operador').locator('option', { hasText: fx.operator.name })).toHaveCount(1);
  await watch.settle(page, dialog);
  await page.keyboard.press('Escape');

  const pages = Math.ceil(fx.users.length / 10);
  for (let p = 0; p < pages; p += 1) {
    await watch.open(page, `/admin/users?q=${RUN}${p > 0 ? `&page=${p}` : ''}`, () =>
      page.getByRole('table', { name: 'Lista de usuarios' }),
    );
    for (const u of fx.users.slice(p * 10, p * 10 + 10))
      await expect(page.getByRole('table', { name: 'Lista de usuarios' })).toContainText(u.name);
  }
  const last = fx.users.at(-1)!;
  await page.getByRole('button', { name: `Editar a ${last.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar usuario' });
  await expect(edit.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(last.payload);
  await expect(edit.getByRole('textbox', { name: 'Dirección', exact: true })).toHaveValue(last.payload);
  await watch.settle(page, edit);
  await page.keyboard.press('Escape');

  await watch.open(page, '/admin/notifications', byHeading('Notificaciones'));
  await watch.open(page, '/admin/reports', byHeading('Reportes'));
  await watch.open(page, '/admin/dashboard', byHeading(/^Hola, /));
  await page.context().close();
});

test("ADMIN's lists (issue 23): closing reasons and response templates in settings, the close dialog and the composer", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = { authorization: await tokenFor(request, 'admin@example.com') };
  const reasons: string[] = [];
  for (const [i, payload] of SHORT_PAYLOADS.entries()) {
    const name = `${payload} R${RUN}${i}`.slice(0, 80);
    const res = await request.post('/api/close-reason', { headers: admin, data: { name } });
    expect(res.status(), name).toBe(201);
    reasons.push(name);
    tried.lists += 1;
  }
  const titles: string[] = [];
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const title = `${SHORT_PAYLOADS[i % SHORT_PAYLOADS.length]} T${RUN}${i}`.slice(0, 80);
    const res = await request.post('/api/response-template', { headers: admin, data: { title, body: `${payload} B${RUN}${i}` } });
    expect(res.status(), title).toBe(201);
    titles.push(title);
    tried.lists += 2;
  }

  const page = await staffPage(browser, 'admin@example.com', 'admin');
  await watch.open(page, '/admin/settings', byHeading('Configuración'));
  await expect(page.getByRole('main')).toContainText(reasons.at(-1)!);
  await watch.settle(page, page.getByRole('main'));
  await watch.open(page, '/admin/settings?tab=templates', byHeading('Configuración'));
  await expect(page.getByRole('main')).toContainText(titles.at(-1)!);
  await watch.settle(page, page.getByRole('main'));

  // The event page: the reasons in the close dialog, the titles in the composer's picker, a body inserted.
  await watch.open(page, `/admin/events/${fx.commented}`, () => page.getByRole('complementary', { name: 'Resumen del evento' }));
  await page.getByRole('button', { name: 'Cerrar evento' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Cerrar el evento/ });
  await expect(dialog.getByLabel('Motivo de cierre').locator('option', { hasText: reasons.at(-1)! })).toHaveCount(1);
  await watch.settle(page, dialog);
  await page.keyboard.press('Escape');
  const picker = page.getByLabel('Plantilla de respuesta');
  await expect(picker.locator('option', { hasText: titles.at(-1)! })).toHaveCount(1);
  await picker.selectOption({ label: titles.at(-1)! });
  await page.getByRole('button', { name: 'Insertar' }).click();
  await expect(page.getByLabel('Nuevo comentario')).toHaveValue(new RegExp(`B${RUN}${titles.length - 1}`));
  await watch.settle(page, page.getByLabel('Nuevo comentario'));
  await page.context().close();
  expect(watch.executions).toBe(0);
});

test('a payload-named operator: greeting, header, own events, notifications, the event they work', async ({ browser }) => {
  const page = await staffPage(browser, fx.operator.email, 'operator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${fx.operator.name}`);
  await watch.settle(page, byHeading(/^Hola, /)(page));
  await watch.open(page, '/operator/events', byHeading('Eventos'));
  await watch.open(page, '/operator/notifications', byHeading('Notificaciones'));
  await watch.open(page, `/operator/events/${fx.commented}`, () => page.getByRole('list', { name: 'Comentarios del evento' }));
  await expect(page.getByRole('list', { name: 'Comentarios del evento' })).toContainText(XSS_PAYLOADS.at(-1)!);
  await watch.open(page, '/operator/assignments', byHeading('Cola de eventos'));
  await watch.open(page, '/operator/reports', byHeading('Reportes'));
  await page.context().close();
});

test('supervisor, inspector and the reporting driver open their screens', async ({ browser }) => {
  const screens: [string, string, string[]][] = [
    ['supervisor@example.com', 'supervisor', ['events', 'assignments', 'notifications', 'reports']],
    ['inspector@example.com', 'inspector', ['events', 'reports']],
    ['driver@example.com', 'driver', ['events', 'notifications']],
  ];
  const titles: Record<string, string> = {
    events: 'Eventos',
    assignments: 'Cola de eventos',
    notifications: 'Notificaciones',
    reports: 'Reportes',
  };
  for (const [email, area, list] of screens) {
    const page = await staffPage(browser, email, area);
    await watch.settle(page, byHeading(/^Hola, /)(page));
    for (const screen of list) await watch.open(page, `/${area}/${screen}`, byHeading(titles[screen]!));
    // Staff who edit open the form (?edit=1; a driver always has it); the inspector reads the summary.
    if (area === 'inspector') {
      await watch.open(page, `/${area}/events/${fx.commented}`, () => page.getByRole('complementary', { name: 'Resumen del evento' }));
      await expect(page.getByRole('main')).toContainText(`XSS${RUN}E-0`);
    } else {
      await watch.open(page, `/${area}/events/${fx.commented}?edit=1`, () => page.getByRole('textbox', { name: /^Descripción/ }));
      await expect(page.getByRole('textbox', { name: /^Descripción/ })).toContainText(`XSS${RUN}E-0`);
    }
    await page.context().close();
  }
});

test('the public follow-up page shows the comments as text', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  await watch.attach(context);
  const page = await context.newPage();
  // The reporter's secret link (issue 34) opens the event at once.
  await watch.open(page, fx.commentedLink, byHeading('Seguimiento de su evento'));
  await expect(page.getByRole('heading', { level: 2, name: `Evento #${fx.commented}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(XSS_PAYLOADS.at(-1)!);
  await watch.settle(page, page.getByRole('heading', { level: 2, name: `Evento #${fx.commented}` }));
  await context.close();
});

test('through the real editor: typed and pasted payloads, then the admin opens the event', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  await watch.attach(context);
  const page = await context.newPage();
  await watch.open(page, '/event/form', () => page.getByRole('textbox', { name: /^Descripción/ }));
  const form = page.getByRole('form');
  const typed = '<img src=x onerror=__xss++>';
  await fillReportFields(form);
  const editor = page.getByRole('textbox', { name: /^Descripción/ });
  await editor.click();
  await editor.pressSequentially(`XSSUI${RUN} ${typed} `);
  // A paste of hostile HTML (as from a web page) goes through the editor's HTML import.
  await editor.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'pegado');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `<p>PASTE${RUN}</p><img src=x onerror=__xss++><a href="javascript:__xss++">enlace</a><svg onload=__xss++></svg><script>__xss++</script>`);
  await expect(editor).toContainText(`PASTE${RUN}`);
  tried.ui += 2;
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  const status = page.getByRole('status').filter({ hasText: 'El evento fue creado con éxito' });
  await expect(status).toBeVisible({ timeout: 20_000 });
  const id = Number(/Número de evento: (\d+)/.exec((await status.textContent()) ?? '')![1]);
  await watch.settle(page, status);
  await context.close();

  const admin = await staffPage(browser, 'admin@example.com', 'admin');
  await watch.open(admin, `/admin/events/${id}?edit=1`, () => admin.getByRole('textbox', { name: /^Descripción/ }));
  const shown = admin.getByRole('textbox', { name: /^Descripción/ });
  await expect(shown).toContainText(`XSSUI${RUN} ${typed}`);
  await expect(shown).toContainText(`PASTE${RUN}`);
  await watch.settle(admin, shown);
  await admin.context().close();
  expect(watch.executions).toBe(0);
});
