// A loopback SMTP server for the browser tests: it accepts every message and writes it, raw, as
// `<n>.eml` into a folder, where a test reads what a person would get in their mailbox. (The
// outbox ADMIN reads never shows a one-time link: issue 34.) Plain SMTP, no TLS, no auth.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const [dir = '.mail', port = '8183'] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
let count = 0;

createServer((socket) => {
  let buffer = '';
  let inData = false;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 vigia-mail-sink ESMTP');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        // Dot-stuffing: a line that began with "." was sent with one more.
        const message = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        inData = false;
        count += 1;
        writeFileSync(path.join(dir, `${String(count).padStart(5, '0')}.eml`), message);
        reply('250 OK');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const command = buffer.slice(0, eol).toUpperCase();
      buffer = buffer.slice(eol + 2);
      if (command.startsWith('EHLO')) reply('250 vigia-mail-sink');
      else if (command.startsWith('DATA')) {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command.startsWith('QUIT')) {
        reply('221 Bye');
        socket.end();
        return;
      } else reply('250 OK');
    }
  });
  socket.on('error', () => socket.destroy());
}).listen(Number(port), '127.0.0.1');
