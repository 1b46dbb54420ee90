// Serves a folder with CORS on a loopback port: the "other origin" of the cross-origin remote test.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir = '.', port = '8182'] = process.argv.slice(2);
const base = path.resolve(dir);
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(base, path.normalize(decodeURIComponent(url.pathname)));
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1');
