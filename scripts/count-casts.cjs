// Counts the server's type assertions by syntax tree (issue 36 item 4): `as T` and `<T>x` (not
// `as const`) and `x!` non-null assertions in packages/api-server/src, test files excluded.
// `node scripts/count-casts.cjs` prints the totals; `-l` also lists each cast.
const ts = require('typescript');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '../packages/api-server/src');
const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) files.push(file);
  }
})(root);

let casts = 0;
let nonNull = 0;
const list = [];
for (const file of files) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const at = (node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  (function visit(node) {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type.getText(source);
      if (type !== 'const') {
        casts++;
        list.push(`${at(node)}: as ${type}`);
      }
    } else if (ts.isNonNullExpression(node)) {
      nonNull++;
      list.push(`${at(node)}: !`);
    }
    ts.forEachChild(node, visit);
  })(source);
}
if (process.argv[2] === '-l') console.log(list.join('\n'));
console.log(`casts ${casts}, non-null assertions ${nonNull}`);
