// A real SMTP server in the test's process (smtp-server) that keeps every message parsed as a mail
// client would (mailparser): what the mail worker really sends, not what the outbox holds.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  port: number;
  mails: ParsedMail[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (`port` 0: any free port). */
export async function startSmtp(port = 0): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
