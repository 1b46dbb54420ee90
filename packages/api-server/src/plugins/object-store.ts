// `app.objectStore`: the S3-compatible store for photos when configured (S3_BUCKET), otherwise
// null and photos stay in the database. Its sockets close with the app.
import fp from 'fastify-plugin';
import { createObjectStore, type ObjectStore } from '../lib/object-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    objectStore: ObjectStore | null;
  }
}

export const objectStorePlugin = fp(
  async (app) => {
    const options = app.settings.objectStore;
    const store = options ? createObjectStore(options) : null;
    app.decorate('objectStore', store);
    if (store) {
      app.log.info({ bucket: store.bucket, endpoint: options?.endpoint ?? 'aws' }, 'photos go to the object store');
      app.addHook('onClose', async () => store.close());
    }
  },
  { name: 'object-store' },
);
