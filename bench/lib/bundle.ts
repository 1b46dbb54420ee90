// What a downloaded JS file is made of: gzip size, the libraries and workspace packages inside it
// (by chunk name, by content signature and by the modules its source map lists), and which area
// of the federation it belongs to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../scripts/lib.ts';

/** The shell and the remotes, by the area name used in URLs (/remotes/<area>/). */
export const APP_OF_AREA = {
  shell: 'shell',
  public: 'mf-public',
  driver: 'mf-driver',
  operator: 'mf-operator',
  supervisor: 'mf-supervisor',
  inspector: 'mf-inspector',
  admin: 'mf-admin',
} as const;
export type Area = keyof typeof APP_OF_AREA;

interface LibrarySignature {
  /** Each pattern names one module of the library in webpack chunk names. */
  chunkName: RegExp[];
  /** Each string is found only in one module of the library, minified. */
  content: string[];
  /** Module paths after the last `node_modules/`. */
  source: RegExp;
}

/** Libraries that must be downloaded once (one instance shared by host and remote). */
export const SINGLETONS: Record<string, LibrarySignature> = {
  react: {
    chunkName: [/node_modules_react_index_js/, /node_modules_react_jsx-runtime_js/],
    content: ['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE='],
    source: /^react\//,
  },
  'react-dom': {
    chunkName: [/node_modules_react-dom_index_js/, /node_modules_react-dom_client_js/],
    content: ['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=', '.hydrateRoot='],
    source: /^react-dom\//,
  },
  chakra: {
    chunkName: [/node_modules_pnpm_chakra-ui_react_\d/],
    content: ['ChakraProvider'],
    source: /^@chakra-ui\/react\//,
  },
  emotion: {
    chunkName: [/node_modules_pnpm_emotion_react_\d/],
    content: ['__EMOTION_TYPE_PLEASE_DO_NOT_USE__'],
    source: /^@emotion\/react\//,
  },
  i18next: {
    chunkName: [/node_modules_pnpm_i18next_\d/],
    content: ['i18next is already initialized'],
    source: /^i18next\//,
  },
};

const LEXICAL_NAME = /lexical|description-editor/;
// Production chunk ids are numbers (docs/decisions/018): the editor's own chunk is known by its module.
const LEXICAL_SOURCE = /^(lexical|@lexical)\/|^packages\/event-form\/src\/description-editor\.tsx$/;

export interface JsFileInfo {
  url: string;
  area: Area;
  chunk: string;
  rawBytes: number;
  gzipBytes: number;
  /** Module paths from the source map (node_modules paths shortened to `pkg/...`), when it is served. */
  modules: string[] | null;
  /** Workspace packages (`packages/<name>/`) with code in this file. */
  workspacePackages: string[];
  lexical: boolean;
  /** Library → module keys found in this file, per method. */
  singletons: Record<string, { chunkName: string[]; content: string[]; source: string[] }>;
}

export function areaOfUrl(url: string): Area {
  const match = /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  const area = match?.[1];
  return area && area in APP_OF_AREA ? (area as Area) : 'shell';
}

function chunkName(url: string): string {
  return path
    .basename(new URL(url).pathname)
    .replace(/\.[0-9a-f]{10,}\.js$/, '')
    .replace(/\.js$/, '');
}

function moduleKey(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) return source.slice(nm + 'node_modules/'.length);
  const pkg = /(?:^|\/)(packages\/[^/]+\/.*)$/.exec(source);
  return pkg?.[1] ?? source.replace(/^webpack:\/\/[^/]*\//, '');
}

/**
 * Where the build wrote the source map of a served script. The server never serves maps (they show
 * the original source), so they are read from the app's dist folder: `/remotes/<area>/…` is that
 * remote's, anything else the shell's.
 */
function sourceMapFile(url: string, ref: string): string | null {
  const { pathname } = new URL(ref, url);
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  const app = remote ? APP_OF_AREA[remote[1] as Area] : APP_OF_AREA.shell;
  const file = remote ? remote[2]! : pathname.slice(1);
  return app && !file.includes('..') ? path.join(root, app, 'dist', decodeURIComponent(file)) : null;
}

async function sourceMapModules(url: string, body: string): Promise<string[] | null> {
  // Without a reference comment (hidden source maps), webpack's default name is tried.
  const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(body.slice(-500))?.[1] ?? `${path.basename(new URL(url).pathname)}.map`;
  const file = sourceMapFile(url, ref);
  if (!file) return null;
  try {
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sources?: string[] };
    return (map.sources ?? []).filter((s) => !/^webpack:\/\/[^/]*\/webpack\//.test(s)).map(moduleKey);
  } catch {
    return null;
  }
}

export async function analyseJs(url: string, body: Buffer): Promise<JsFileInfo> {
  const text = body.toString('utf8');
  const chunk = chunkName(url);
  const modules = await sourceMapModules(url, text);
  const workspacePackages = new Set<string>();
  for (const m of chunk.matchAll(/packages_([a-z-]+)_src_/g)) workspacePackages.add(m[1]!);
  for (const m of modules ?? []) {
    const pkg = /^packages\/([^/]+)\//.exec(m)?.[1];
    if (pkg) workspacePackages.add(pkg);
  }
  const singletons: JsFileInfo['singletons'] = {};
  for (const [lib, sig] of Object.entries(SINGLETONS)) {
    singletons[lib] = {
      chunkName: sig.chunkName.filter((re) => re.test(chunk)).map(String),
      content: sig.content.filter((s) => text.includes(s)),
      source: (modules ?? []).filter((m) => sig.source.test(m)),
    };
  }
  return {
    url,
    area: areaOfUrl(url),
    chunk,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    modules,
    workspacePackages: [...workspacePackages].sort(),
    lexical: LEXICAL_NAME.test(chunk) || (modules ?? []).some((m) => LEXICAL_SOURCE.test(m)),
    singletons,
  };
}

/** Copies of each singleton library among the given files: a module found in N files is N copies. */
export function singletonCopies(files: JsFileInfo[]) {
  const result: Record<
    string,
    {
      copies: number;
      decidedBy: string;
      byChunkName: number;
      byContent: number;
      bySourceMap: number | null;
      filesWithoutSourceMap: number;
      files: string[];
    }
  > = {};
  const withoutMap = files.filter((f) => f.modules === null).length;
  for (const lib of Object.keys(SINGLETONS)) {
    const most = (method: 'chunkName' | 'content' | 'source') => {
      const count = new Map<string, number>();
      for (const f of files) for (const key of new Set(f.singletons[lib]![method])) count.set(key, (count.get(key) ?? 0) + 1);
      return Math.max(0, ...count.values());
    };
    const byChunkName = most('chunkName');
    const byContent = most('content');
    const bySourceMap = withoutMap < files.length ? most('source') : null;
    const holding = files.filter((f) => {
      const s = f.singletons[lib]!;
      return s.chunkName.length + s.content.length + s.source.length > 0;
    });
    // Source maps list modules exactly; a chunk name only says which module a split chunk starts with.
    const mapped = bySourceMap !== null && holding.every((f) => f.modules !== null);
    result[lib] = {
      copies: mapped ? bySourceMap : Math.max(byChunkName, byContent),
      decidedBy: mapped ? 'source map' : 'chunk name and content',
      byChunkName,
      byContent,
      bySourceMap,
      filesWithoutSourceMap: withoutMap,
      files: holding.map((f) => `${f.area}:${f.chunk}`),
    };
  }
  return result;
}

function workspaceDeps(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(pkg.dependencies ?? {})
    .filter((name) => name.startsWith('@vigia/'))
    .map((name) => name.slice('@vigia/'.length));
}

/** Workspace packages each app reaches through its dependencies (read from the package.json files). */
export function packagesByArea(): Record<Area, Set<string>> {
  const known = new Set(readdirSync(path.join(root, 'packages')));
  const reach = (start: string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length) {
      const name = stack.pop()!;
      if (seen.has(name) || !known.has(name)) continue;
      seen.add(name);
      stack.push(...workspaceDeps(path.join('packages', name)));
    }
    return seen;
  };
  return Object.fromEntries(
    (Object.entries(APP_OF_AREA) as [Area, string][]).map(([area, app]) => [area, reach(workspaceDeps(app))]),
  ) as Record<Area, Set<string>>;
}

/**
 * Code of other areas in the files a page of `area` downloaded: any file served by another remote,
 * and any file holding a workspace package that neither the shell nor this area depends on.
 */
export function otherAreaCode(files: JsFileInfo[], area: Area, reach: Record<Area, Set<string>>) {
  // The build (every app's @vigia/tooling) adds its federation runtime modules to every app, as
  // webpack adds its own runtime (packages/tooling/webpack/federation/, docs/decisions/024).
  const allowed = new Set([...reach.shell, ...reach[area], 'tooling']);
  const offenders = files
    .map((f) => {
      const reasons: string[] = [];
      if (f.area !== 'shell' && f.area !== area) reasons.push(`served by mf-${f.area}`);
      const foreign = f.workspacePackages.filter((p) => !allowed.has(p));
      if (foreign.length) reasons.push(`holds packages/${foreign.join(', packages/')}`);
      return { file: `${f.area}:${f.chunk}`, gzipBytes: f.gzipBytes, reasons };
    })
    .filter((o) => o.reasons.length > 0);
  return { gzipBytes: offenders.reduce((n, o) => n + o.gzipBytes, 0), files: offenders };
}
