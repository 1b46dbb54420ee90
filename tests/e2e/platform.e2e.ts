import { expect, test, type Page } from '@playwright/test';
import { RUN_TIME_CONFIG_ID } from '@vigia/domain';
import { AREAS, ROLES, expectDashboard, recordRequests, remotesDownloaded, signIn } from './helpers';

for (const user of ROLES) {
  test(`${user.role} signs in, lands on the dashboard, sees its sidebar and downloads only its remote`, async ({ page }) => {
    const urls = recordRequests(page);
    // Production chunks have numeric ids (docs/decisions/018): a library is known by its code.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
    });
    await signIn(page, user.email);
    await expectDashboard(page, user.area);

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link')).toHaveText([...user.nav]);
    await expect(page.getByText('V1.0.27')).toBeVisible();

    // Own remote only; the login page needed no remote at all.
    expect(remotesDownloaded(urls)).toEqual([user.area]);
    for (const other of AREAS.filter((a) => a !== user.area)) {
      expect(urls.some((u) => u.includes(`/remotes/${other}/`))).toBe(false);
    }
    // React core downloaded once (the shell's shared copy serves the remote).
    const bodies = await Promise.all(scripts);
    const reactCore = bodies.filter((body) => body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE='));
    expect(reactCore).toHaveLength(1);
    const reactDom = bodies.filter((body) => body.includes('.hydrateRoot='));
    expect(reactDom).toHaveLength(1);
  });
}

test('a signed-in user at /user/login goes to their area; the area root redirects to the dashboard', async ({ page }) => {
  await signIn(page, 'operator@example.com');
  await expectDashboard(page, 'operator');
  await page.goto('/user/login');
  await expectDashboard(page, 'operator');
  await page.goto('/operator');
  await expectDashboard(page, 'operator');
});

test('a protected page shows the public form when signed out, and login returns to it', async ({ page }) => {
  await page.goto('/supervisor/reports');
  await expect(page.getByText('Esta página requiere iniciar sesión')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await page.getByLabel('Correo electrónico').fill('supervisor@example.com');
  await page.getByLabel('Contraseña', { exact: false }).first().fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/supervisor\/reports$/);
});

test('wrong password shows a plain message and keeps the user on the login', async ({ page }) => {
  await signIn(page, 'driver@example.com', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('a remote that fails to load shows a retry inside the layout and the shell keeps working', async ({ page }) => {
  let fail = true;
  await page.route('**/remotes/driver/**', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
  await signIn(page, 'driver@example.com');
  await expect(page.getByText('No se pudo cargar esta sección')).toBeVisible();
  // The shell is alive: header, sidebar and user menu still work.
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  fail = false;
  await page.getByRole('button', { name: 'Reintentar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
});

test('a remote on another origin loads (CORS manifest and chunks)', async ({ page, baseURL }) => {
  const remoteOrigin = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1}`;
  const manifest = `${remoteOrigin}/mf-manifest.json`;
  // The registry is in the shell's page (its run-time config) and at /remotes.json: move driver in
  // both. The page's copy is changed as the parser inserts it (before the deferred scripts run); a
  // page answered by Playwright instead would not be on the loopback address space, and Chromium
  // would then refuse its requests to the loopback remote.
  await page.addInitScript(
    ({ id, entry }) => {
      new MutationObserver((_records, observer) => {
        const element = document.getElementById(id);
        if (!element?.textContent) return;
        try {
          const config = JSON.parse(element.textContent) as { remotes: Record<string, string> };
          element.textContent = JSON.stringify({ ...config, remotes: { ...config.remotes, driver: entry } });
          observer.disconnect();
        } catch {
          // not all of it parsed yet
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { id: RUN_TIME_CONFIG_ID, entry: manifest },
  );
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    await route.fulfill({ response, json: { ...registry, driver: manifest } });
  });
  const urls = recordRequests(page);
  await signIn(page, 'driver@example.com');
  await expectDashboard(page, 'driver');
  expect(urls.some((u) => u.startsWith(`${remoteOrigin}/remoteEntry.js`))).toBe(true);
  expect(urls.some((u) => u.includes('/remotes/driver/'))).toBe(false);
});

test('theme is remembered in appTheme and marks the root element', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expectDashboard(page, 'admin');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'PureLightTheme');
  await page.getByRole('button', { name: /^Tema/ }).click();
  await page.getByRole('menuitemradio', { name: /Espacio oscuro/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'DarkSpacesTheme');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'DarkSpacesTheme');
  expect(await page.evaluate(() => localStorage.getItem('appTheme'))).toBe('DarkSpacesTheme');
});

test('the header menus, fetched when reached for, open from the keyboard with the focus kept', async ({ page }) => {
  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  const theme = page.getByRole('button', { name: /^Tema/ });
  await theme.focus();
  // The stand-in is replaced by the menu's own trigger, which keeps the focus.
  await expect(theme).toHaveAttribute('aria-haspopup', 'menu');
  await expect(theme).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio')).toHaveCount(6);
  await page.keyboard.press('Escape');
  await expect(theme).toBeFocused();

  const user = page.getByRole('button', { name: /Menú de usuario/ });
  await user.focus();
  await expect(user).toHaveAttribute('aria-haspopup', 'menu');
  await expect(user).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(user).toBeFocused();
});

test('on a phone the sidebar becomes a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'supervisor@example.com');
  await expectDashboard(page, 'supervisor');
  await expect(page.getByText('V1.0.27')).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Reportes' }).click();
  await expect(page).toHaveURL(/\/supervisor\/reports$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('unknown paths show the not-found page; /user and / redirect to the login', async ({ page }) => {
  await page.goto('/nope/nothing');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test.describe("an area's dashboard is drawn before the app's scripts have run", () => {
  const noScripts = (page: Page) => page.route(/\.js(\?|$)/, (route) => route.abort());
  const firstPaint = (page: Page) => page.locator('#first-paint');

  test('for a user signed in to that area: the layout and the screen, with their name, inert until the app takes over', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await expectDashboard(page, 'operator');
    const name = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { name: string }).name);

    await noScripts(page);
    await page.goto('/operator/dashboard');
    await expect(firstPaint(page)).toBeVisible();
    await expect(firstPaint(page)).toHaveAttribute('inert', '');
    await expect(firstPaint(page).locator('h1')).toHaveText(`Hola, ${name}`);
    await expect(firstPaint(page).locator('nav a')).toHaveText([
      'Inicio',
      'Tablero',
      'Eventos',
      'Reportes',
      'Cola de eventos',
      'Notificaciones',
      'Libro de novedades',
      'Trabajos programados',
    ]);
    await expect(firstPaint(page).getByText('Cifras principales')).toBeVisible();
    await expect(page.locator('#first-paint ~ [role="status"]')).toBeHidden();
    // Its scripts are requested after that first frame, by one inline script, not by tags the
    // browser fetches at once; the shell's other pages (the splash) keep the tags.
    const scriptTags = /<script defer[^>]* src=|<link rel="preload" as="script"/g;
    const dashboardHtml = await (await page.request.get('/operator/dashboard')).text();
    expect(dashboardHtml.match(scriptTags)).toBeNull();
    expect(dashboardHtml).toContain('requestAnimationFrame');
    const loginHtml = await (await page.request.get('/user/login')).text();
    expect(loginHtml.match(scriptTags)?.length).toBeGreaterThan(0);

    // With its scripts, the app replaces it with the same screen, live.
    await page.unrouteAll();
    await page.goto('/operator/dashboard');
    await expectDashboard(page, 'operator');
    await expect(firstPaint(page)).toHaveCount(0);
    await expect(page.getByTestId('dashboard-summary')).toBeVisible();
    await page.getByRole('link', { name: 'Eventos', exact: true }).click();
    await expect(page).toHaveURL(/\/operator\/events$/);
  });

  test('for anyone else, the splash: signed out, or signed in to another area', async ({ page }) => {
    await noScripts(page);
    await page.goto('/operator/dashboard');
    await expect(firstPaint(page)).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Cargando…');

    await page.unrouteAll();
    await signIn(page, 'driver@example.com');
    await expectDashboard(page, 'driver');
    await noScripts(page);
    await page.goto('/operator/dashboard');
    await expect(firstPaint(page)).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Cargando…');
  });
});
