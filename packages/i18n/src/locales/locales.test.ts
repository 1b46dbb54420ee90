import * as en from './en';
import * as es from './es';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}
function interpolations(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}
function leaf(tree: Tree, path: string): string {
  return path.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree) as string;
}

describe('locales', () => {
  it('registers the same eighteen namespaces in es and en', () => {
    const expected = [
      'common',
      'auth',
      'layout',
      'validation',
      'eventForm',
      'events',
      'assignments',
      'notifications',
      'dashboard',
      'reports',
      'users',
      'errors',
      'followUp',
      'settings',
      'crew',
      'dispatch',
      'shiftLog',
      'works',
    ];
    expect(Object.keys(es).sort()).toEqual([...expected].sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it.each(Object.keys(es))('%s has the same keys in es and en', (ns) => {
    const esNs = es[ns as keyof typeof es] as Tree;
    const enNs = en[ns as keyof typeof en] as Tree;
    expect(keys(enNs).sort()).toEqual(keys(esNs).sort());
  });

  it.each(Object.keys(es))('%s uses the same interpolation variables in es and en', (ns) => {
    const esNs = es[ns as keyof typeof es] as Tree;
    const enNs = en[ns as keyof typeof en] as Tree;
    for (const key of keys(esNs)) {
      expect({ key, vars: interpolations(leaf(enNs, key)) }).toEqual({ key, vars: interpolations(leaf(esNs, key)) });
    }
  });

  it('has no empty texts', () => {
    for (const lang of [es, en]) {
      for (const [ns, tree] of Object.entries(lang)) {
        for (const key of keys(tree as Tree))
          expect({ ns, key, empty: leaf(tree as Tree, key).trim() === '' }).toEqual({ ns, key, empty: false });
      }
    }
  });
});
