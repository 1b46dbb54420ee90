// The JSX calls TypeScript emits are marked pure, as swc marked them, and nothing else is.
import { createRequire } from 'node:module';
import ts from 'typescript';

const load = createRequire(__filename);
const { pureJsxTransformer } = load('./pure-jsx-transformer.cjs') as {
  pureJsxTransformer: (compiler: typeof ts) => ts.TransformerFactory<ts.SourceFile>;
};

const source = [
  "import { Box } from './box';",
  'export const icon = <Box size="1"><span /><>x{"_jsx("}</></Box>;',
  'export const own = (jsx: (a: unknown) => unknown, _jsx: (a: unknown) => unknown) => jsx(1) ?? _jsx(2);',
].join('\n');

function emit(jsx: ts.JsxEmit): string {
  return ts.transpileModule(source, {
    fileName: 'icon.tsx',
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx },
    transformers: { after: [pureJsxTransformer(ts)] },
  }).outputText;
}

it.each([
  ['react-jsx', ts.JsxEmit.ReactJSX, 3],
  ['react-jsxdev', ts.JsxEmit.ReactJSXDev, 3],
])('marks each element call of %s output pure', (_name, jsx, elements) => {
  const output = emit(jsx);
  expect(output.match(/\/\*#__PURE__\*\/ _jsx\w*\(/g)).toHaveLength(elements);
  // and two more: the string and the call written by hand
  expect(output.match(/_jsx\w*\(/g)?.length).toBe(elements + 2);
});

it('leaves calls written by hand, and strings that look like calls, as they are', () => {
  const output = emit(ts.JsxEmit.ReactJSX);
  expect(output).toContain('"_jsx("');
  expect(output).toMatch(/=> jsx\(1\) \?\? _jsx\(2\)/);
});
