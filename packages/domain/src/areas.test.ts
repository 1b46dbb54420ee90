import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AREA_MANIFEST,
  AREA_OF_ROLE,
  AREA_SCREENS,
  AREAS,
  REMOTE_NAME,
  REMOTES,
  ROLE_OF_AREA,
  SHELL_PAGES,
  SHELL_REDIRECTS,
  areaOfRole,
  areaPath,
  shellPage,
} from './areas';
import { ROLES } from './constants';

const root = join(__dirname, '..', '..', '..');

describe('the area manifest', () => {
  it('gives each role one area and each area one role', () => {
    expect(Object.keys(AREA_OF_ROLE).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) expect(ROLE_OF_AREA[AREA_OF_ROLE[role]]).toBe(role);
    expect(new Set(Object.values(AREA_OF_ROLE)).size).toBe(AREAS.length);
    expect(areaOfRole('OPERATOR')).toBe('operator');
    expect(areaOfRole('NOBODY')).toBeNull();
  });

  it('lands every area on its dashboard, the first screen of its sidebar', () => {
    for (const area of AREAS) {
      expect(AREA_SCREENS[area][0]).toBe('dashboard');
      expect(areaPath(area)).toBe(`/${area}/dashboard`);
    }
  });

  it('has one app folder per remote, and every app folder on disk is the shell or a remote of it', () => {
    const folders = Object.values(REMOTES).map((remote) => remote.app);
    const onDisk = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json')));
    expect(folders.sort()).toEqual(onDisk.sort());
  });

  it("names each remote as its app's build does, and as the development registry does", () => {
    for (const [key, { app, remote }] of Object.entries(REMOTES)) {
      expect(REMOTE_NAME[key as keyof typeof REMOTES]).toBe(remote);
      expect(readFileSync(join(root, app, 'webpack.config.js'), 'utf8')).toContain(`'${remote}'`);
    }
    const registry = JSON.parse(readFileSync(join(root, 'shell', 'public', 'remotes.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(registry).sort()).toEqual(Object.keys(REMOTES).sort());
    expect(Object.keys(AREA_MANIFEST)).toEqual(AREAS);
  });

  it('finds the shell page of each path and redirect, and no other', () => {
    for (const path of Object.keys(SHELL_PAGES)) expect(shellPage(`${path}/`)).toBe(SHELL_PAGES[path as keyof typeof SHELL_PAGES]);
    for (const [from, to] of Object.entries(SHELL_REDIRECTS)) expect(shellPage(from)).toBe(SHELL_PAGES[to]);
    expect(shellPage('/user/confirm')).toEqual({ kind: 'sign-in', screen: 'confirm', signedIn: true });
    for (const path of ['/', '/user/nope', '/event/form/x', '/driver/dashboard']) expect(shellPage(path)).toBeNull();
  });
});
