// A feature namespace is not in the first load: its Spanish texts arrive when the package that owns
// it is imported. This checks, from the sources, that every file using such a namespace belongs to
// the owner or to a package that imports the owner, and that the owner's entry keeps its side effect.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { allResources } from './all-resources';
import { createI18n, addTexts } from './i18n';
import { CORE_NAMESPACES, FEATURE_NAMESPACES, NAMESPACES } from './resources';

const root = path.resolve(__dirname, '../../..');
const workspaces = [
  ...readdirSync(path.join(root, 'packages')).map((d) => path.join(root, 'packages', d)),
  ...readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mf-'))
    .map((d) => path.join(root, d)),
].filter((dir) => statSync(path.join(dir, 'src'), { throwIfNoEntry: false })?.isDirectory());

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/(\.test\.|\/test\/|^test\/|locales\/|\.d\.ts$)/.test(f))
    .map((f) => path.join(dir, f));
}

const nsPattern = FEATURE_NAMESPACES.join('|');
const uses = new RegExp(`useTranslation\\(\\s*\\[?[^)]*'(${nsPattern})'|['\`](${nsPattern}):[A-Za-z]`, 'g');

const packages = workspaces.map((dir) => {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    sideEffects?: unknown;
    exports?: Record<string, string>;
  };
  const files = sources(path.join(dir, 'src')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  // Each entry point as the specifier that imports it: `@vigia/auth/screens` → src/screens/index.ts.
  const entries = Object.entries(pkg.exports ?? { '.': './src/index.ts' })
    .filter(([key, target]) => !key.includes('*') && target.endsWith('.ts'))
    .map(([key, target]) => ({ specifier: key === '.' ? pkg.name : `${pkg.name}${key.slice(1)}`, target, file: path.join(dir, target) }));
  return { dir, name: pkg.name, sideEffects: pkg.sideEffects, files, entries };
});

/** The entry points that add `ns`'s texts, with their package. */
function ownerOf(ns: string) {
  return packages.flatMap((p) =>
    p.entries.filter((e) => p.files.some((f) => f.file === e.file && f.text.includes(`addTexts('${ns}'`))).map((e) => ({ ...e, pkg: p })),
  );
}

describe('feature texts', () => {
  it('splits the namespaces into core and feature ones, each once', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(allResources.es).sort());
    expect(CORE_NAMESPACES.filter((ns) => FEATURE_NAMESPACES.includes(ns as never))).toEqual([]);
  });

  it.each([...FEATURE_NAMESPACES])('has one owner for %s, whose entry is kept for its side effect', (ns) => {
    const owners = ownerOf(ns);
    expect(owners.map((o) => o.specifier)).toHaveLength(1);
    expect(owners[0]?.pkg.sideEffects).toEqual([owners[0]?.target]);
  });

  it('uses a feature namespace only in its owner or in a package that imports the owner', () => {
    const owners = new Map(FEATURE_NAMESPACES.map((ns) => [ns, ownerOf(ns)[0]]));
    const wrong: string[] = [];
    for (const p of packages) {
      for (const { file, text } of p.files) {
        for (const match of text.matchAll(uses)) {
          const ns = (match[1] ?? match[2]) as (typeof FEATURE_NAMESPACES)[number];
          const owner = owners.get(ns);
          if (owner?.pkg.name === p.name) continue;
          const imported = p.files.some(
            (f) => f.text.includes(`from '${owner?.specifier}'`) || f.text.includes(`import('${owner?.specifier}')`),
          );
          if (!imported) wrong.push(`${path.relative(root, file)} uses ${ns} without importing ${owner?.specifier}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('adds a package’s texts once and keeps them in Spanish whatever the language', () => {
    const i18n = createI18n('en', { es: { common: allResources.es.common } });
    expect(i18n.t('settings:title')).toBe('title');
    addTexts('settings', allResources.es.settings, i18n);
    expect(i18n.t('settings:title', { lng: 'es' })).toBe(allResources.es.settings.title);
    addTexts('settings', { ...allResources.es.settings, title: 'otro' }, i18n);
    expect(i18n.t('settings:title', { lng: 'es' })).toBe(allResources.es.settings.title);
  });

  it('adds a section’s part of a namespace when its chunk loads, keeping the texts already there', () => {
    const i18n = createI18n('es', { es: { common: allResources.es.common } });
    const { lifecycle, ...first } = allResources.es.dashboard;
    addTexts('dashboard', { ...first, lifecycle: { none: lifecycle.none } }, i18n);
    expect(i18n.t('dashboard:lifecycle.title')).toBe('lifecycle.title');
    addTexts('dashboard', { lifecycle: { title: lifecycle.title, none: 'otro' } }, i18n);
    expect(i18n.t('dashboard:lifecycle.title')).toBe(lifecycle.title);
    expect(i18n.t('dashboard:lifecycle.none')).toBe(lifecycle.none);
    expect(i18n.t('dashboard:greeting', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('leaves the user menu’s texts out of the first load; its chunk adds them to the core namespace', () => {
    const title = allResources.es.layout.preferences.title;
    expect(createI18n('es').t('layout:preferences.title')).toBe('preferences.title');
    addTexts('layout', { preferences: allResources.es.layout.preferences });
    // An instance made later has both parts: the bundled layout texts are merged with the added ones.
    const later = createI18n('es');
    expect(later.t('layout:preferences.title')).toBe(title);
    expect(later.t('layout:signOut')).toBe(allResources.es.layout.signOut);
  });

  it('gives an instance made later the texts already added, as the server render needs', () => {
    addTexts('followUp', allResources.es.followUp);
    expect(createI18n('es').t('followUp:title')).toBe(allResources.es.followUp.title);
  });
});
