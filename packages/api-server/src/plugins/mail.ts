// Mail as a component (issue 25): the outbox worker on this instance, the links messages carry
// (app.mailLinks), the seal of one-time links in the outbox (app.linkSeal), the mail routes and the reporter's unsubscribe page.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createLinkSeal, type LinkSeal } from '../mail/link-seal.ts';
import { createMailLinks, type MailLinks } from '../mail/links.ts';
import { createMailWorker, type MailWorker } from '../mail/worker.ts';
import { getOrCreateSetting } from '../repositories/security.ts';
import { mailRoutes } from '../routes/mail.ts';
import { unsubscribePage } from '../web/unsubscribe-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailLinks: MailLinks;
    /** Seals one-time links in the outbox (account-links.ts) and opens them to send. */
    linkSeal: LinkSeal;
    mailWorker: MailWorker;
  }
}

export const mailPlugin = fp(
  async (app) => {
    // The server secret as app.ts reads it (JWT_SECRET, else the one kept in the database); links
    // use a key derived from it (mail/links.ts), so every instance makes and accepts the same links.
    const secret = app.settings.jwtSecret ?? (await getOrCreateSetting(app.db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
    const links = createMailLinks(secret, app.settings.mail.publicUrl);
    app.decorate('mailLinks', links);
    const seal = createLinkSeal(secret);
    app.decorate('linkSeal', seal);
    const worker = createMailWorker({ database: app.database, mail: app.settings.mail, links, seal, log: app.log });
    app.decorate('mailWorker', worker);

    await app.register(mailRoutes);
    await app.register(unsubscribePage);

    app.addHook('onReady', async () => {
      await worker.start();
    });
    // Before the database closes (onClose): no send starts after this, the batch in hand finishes.
    app.addHook('preClose', async () => {
      await worker.stop();
    });
  },
  { name: 'vigia-mail' },
);
