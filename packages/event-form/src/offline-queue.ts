// Reports made without coverage wait in IndexedDB, photos included, with the Idempotency-Keys they
// were given when 'Crear Evento' was pressed: sending one again can never create a second event.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { createTicket, isApiError, uploadAttachment } from '@vigia/api-client';
import { rememberReport } from './remember-report';
import type { CreatePayload } from './form-values';

export interface QueuedPhoto {
  blob: Blob;
  name: string;
  key: string;
}

export interface QueuedReport {
  /** The event's Idempotency-Key, also the entry's id. */
  key: string;
  payload: CreatePayload;
  photos: QueuedPhoto[];
  queuedAt: number;
}

/** What happened to one queued report when it was sent. */
export type SendOutcome =
  | { kind: 'sent'; report: QueuedReport; id: number; attachmentFailed: boolean; followUpToken: string | null }
  /** No connection (or the server failed): it stays queued for the next try. */
  | { kind: 'kept'; report: QueuedReport }
  /** The server refused it (4xx): it leaves the queue and the reporter is told why. */
  | { kind: 'refused'; report: QueuedReport; message: string };

interface QueueSchema extends DBSchema {
  reports: { key: string; value: QueuedReport };
}

const DB_NAME = 'vigia-offline';
let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;

function db(): Promise<IDBPDatabase<QueueSchema>> {
  opened ??= openDB<QueueSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('reports', { keyPath: 'key' });
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

export function isQueueAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

export async function enqueueReport(report: QueuedReport): Promise<void> {
  await (await db()).put('reports', report);
}

export async function listQueued(): Promise<QueuedReport[]> {
  const all = await (await db()).getAll('reports');
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function removeQueued(key: string): Promise<void> {
  await (await db()).delete('reports', key);
}

/** A failure worth trying again later: no answer at all, or the server's own failure. */
export function isTransient(error: unknown): boolean {
  return !isApiError(error) || error.isNetworkError || error.status >= 500 || error.status === 408 || error.status === 429;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sends one report and its photos with their keys; a repeat gets the first answer from the server. */
export async function sendQueued(report: QueuedReport): Promise<SendOutcome> {
  let created: { id: number; uploadToken: string | null; followUpToken: string | null };
  try {
    created = await createTicket(report.payload, { idempotencyKey: report.key });
  } catch (error) {
    return isTransient(error) ? { kind: 'kept', report } : { kind: 'refused', report, message: messageOf(error) };
  }
  // The reporter's follow-up link (issue 34): kept now, before any photo can fail (a replay
  // hands out the same token).
  if (created.followUpToken) rememberReport(created.id, created.followUpToken, report.payload);
  let attachmentFailed = false;
  for (const photo of report.photos) {
    const file = new File([photo.blob], photo.name, { type: photo.blob.type });
    try {
      await uploadAttachment(created.id, file, { uploadToken: created.uploadToken, idempotencyKey: photo.key });
    } catch (error) {
      // The event exists; sending the whole report again later replays it and retries the photo.
      if (isTransient(error)) return { kind: 'kept', report };
      attachmentFailed = true;
    }
  }
  return { kind: 'sent', report, id: created.id, attachmentFailed, followUpToken: created.followUpToken };
}

let flushing: Promise<SendOutcome[]> | null = null;

/**
 * Sends every queued report, oldest first, and removes those the server answered. Stops at the first
 * one kept (the connection is gone again). Calls made while a flush runs share it.
 */
export function flushQueue(): Promise<SendOutcome[]> {
  flushing ??= (async () => {
    const outcomes: SendOutcome[] = [];
    try {
      for (const report of await listQueued()) {
        const outcome = await sendQueued(report);
        outcomes.push(outcome);
        if (outcome.kind === 'kept') break;
        await removeQueued(report.key);
      }
    } finally {
      flushing = null;
    }
    return outcomes;
  })();
  return flushing;
}

/** Test hook: forget the open connection (fake-indexeddb is replaced between tests). */
export function resetQueueConnection(): void {
  opened = null;
}
