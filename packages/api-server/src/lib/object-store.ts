// Photos in an S3-compatible object store (issue 27), through the AWS SDK v3. Bodies are streamed
// out, never read whole; uploads are small (≤ 2 MB, already in memory after the image checks).
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreOptions } from '../config.ts';
import { errorMessage, errorProperty, HttpError } from './errors.ts';

export interface StoredObject {
  body: Readable;
  /** Content-Length as the store reported it. */
  size: number | undefined;
}

export interface ObjectStore {
  readonly bucket: string;
  put(key: string, data: Buffer, contentType: string, sha256: string): Promise<void>;
  /** The object's bytes as a stream, or null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
}

/** The store could not be reached or refused the operation; `cause` has the SDK's error. */
export class ObjectStoreError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`object store ${operation} ${key} failed: ${errorMessage(cause)}`, { cause });
    this.name = 'ObjectStoreError';
  }
}

export const STORE_UNAVAILABLE = 'El almacenamiento de imágenes no está disponible. Intente nuevamente en unos minutos';

/** 503 in the errors envelope: the photo was not stored (or cannot be read) right now. */
export const storeUnavailable = () => new HttpError(503, STORE_UNAVAILABLE);

export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A new upload's key: the event groups an event's photos (lifecycle rules, audits); the uuid never collides. */
export const newAttachmentKey = (ticketId: number) => `attachments/${ticketId}/${randomUUID()}`;

/**
 * Deadlines for a whole operation, retries included: a store that accepts connections but never
 * answers must not hold an upload for minutes. A read's deadline ends with the response's headers;
 * its body then streams at the client's pace (socketTimeout guards a stall).
 */
export const DEADLINES_MS = { put: 20_000, get: 10_000, delete: 10_000 };

async function withDeadline<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms} ms`)), ms);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

function isMissing(error: unknown): boolean {
  const name = errorProperty(error, 'name');
  return name === 'NoSuchKey' || name === 'NotFound' || errorProperty(errorProperty(error, '$metadata'), 'httpStatusCode') === 404;
}

export function createObjectStore(options: ObjectStoreOptions): ObjectStore {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    // Without keys the SDK's default chain applies (environment, profile, instance/task role).
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // The SDK's default streaming checksums are not understood by every S3-compatible server
    // (s3rver stores the chunk framing inside the object); Content-MD5 below checks the upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: {
      // An unreachable store fails an upload within seconds instead of holding the request.
      connectionTimeout: 3_000,
      // A photo streams to a slow phone; the store's socket waits on backpressure, not forever.
      socketTimeout: 30_000,
      // Every photo being served holds a socket for its whole download (the default is 50).
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
  const bucket = options.bucket;
  const deadlines = { ...DEADLINES_MS, ...options.deadlinesMs };

  return {
    bucket,
    async put(key, data, contentType, sha256) {
      try {
        await withDeadline(deadlines.put, (abortSignal) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: data,
              ContentLength: data.length,
              ContentType: contentType,
              // The store refuses bytes that changed on the way (BadDigest).
              ContentMD5: createHash('md5').update(data).digest('base64'),
              Metadata: { sha256 },
            }),
            { abortSignal },
          ),
        );
      } catch (error) {
        throw new ObjectStoreError('put', key, error);
      }
    },
    async get(key) {
      try {
        const result = await withDeadline(deadlines.get, (abortSignal) =>
          client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal }),
        );
        if (!result.Body) throw new Error('no body');
        // The SDK types Body for every runtime; on Node it is a Readable.
        return { body: result.Body as Readable, size: result.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new ObjectStoreError('get', key, error);
      }
    },
    async delete(key) {
      try {
        await withDeadline(deadlines.delete, (abortSignal) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal }),
        );
      } catch (error) {
        throw new ObjectStoreError('delete', key, error);
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** Reads a stored object through SHA-256 without keeping it: its digest and length. */
export async function digestObject(object: StoredObject): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of object.body) {
    // A Node Readable without an encoding yields Buffers.
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}
