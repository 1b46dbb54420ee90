// A real SMTP server in the test's process (smtp-server) that keeps every message parsed as a mail
// client would (mailparser): what the mail worker really sends, not what the outbox holds.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  port: number;
  mails: ParsedMail[];
  /** Connections the server has seen. */
  connections(): number;
  /** With `stalled`: lets every held connection (and later ones) get its greeting. */
  release(): void;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** `port` 0: any free port. */
  port?: number;
  /** Hold every connection before its greeting until `release()`: a stalled mail server. */
  stalled?: boolean;
}

/** Listens on 127.0.0.1. */
export async function startSmtp({ port = 0, stalled = false }: SmtpOptions = {}): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  let connections = 0;
  let open!: () => void;
  const gate = stalled ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      void gate.then(() => callback());
    },
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
    connections: () => connections,
    release: () => open?.(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail settings the mail tests start the app with: quick retries and polling. */
export const testMailOptions = (smtpUrl: string | undefined, concessionName = 'Concesión de Prueba') => ({
  smtpUrl,
  publicUrl: 'https://vigia.example.cl',
  concessionName,
  retryBaseMs: 300,
  pollMs: 500,
});
