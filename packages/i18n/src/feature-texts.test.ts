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
  const name = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; sideEffects?: unknown };
  const files = sources(path.join(dir, 'src')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  return { dir, name: name.name, sideEffects: name.sideEffects, files };
});

function ownerOf(ns: string) {
  return packages.filter((p) => {
    const entry = p.files.find((f) => f.file === path.join(p.dir, 'src/index.ts'));
    return entry?.text.includes(`addTexts('${ns}'`);
  });
}

describe('feature texts', () => {
  it('splits the namespaces into core and feature ones, each once', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(allResources.es).sort());
    expect(CORE_NAMESPACES.filter((ns) => FEATURE_NAMESPACES.includes(ns as never))).toEqual([]);
  });

  it.each([...FEATURE_NAMESPACES])('has one owner for %s, whose entry is kept for its side effect', (ns) => {
    const owners = ownerOf(ns);
    expect(owners.map((o) => o.name)).toHaveLength(1);
    expect(owners[0]?.sideEffects).toEqual(['./src/index.ts']);
  });

  it('uses a feature namespace only in its owner or in a package that imports the owner', () => {
    const owners = new Map(FEATURE_NAMESPACES.map((ns) => [ns, ownerOf(ns)[0]?.name]));
    const wrong: string[] = [];
    for (const p of packages) {
      for (const { file, text } of p.files) {
        for (const match of text.matchAll(uses)) {
          const owner = owners.get((match[1] ?? match[2]) as never);
          if (owner === p.name) continue;
          const imported = p.files.some((f) => f.text.includes(`from '${owner}'`));
          if (!imported) wrong.push(`${path.relative(root, file)} uses ${match[1] ?? match[2]} without importing ${owner}`);
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

  it('gives an instance made later the texts already added, as the server render needs', () => {
    addTexts('followUp', allResources.es.followUp);
    expect(createI18n('es').t('followUp:title')).toBe(allResources.es.followUp.title);
  });
});
