// The public form provides a place to keep reports made without coverage (OfflineReports); staff
// forms do not (a signed-in request replayed later could outlive its session), so there is none.
import { createContext } from 'react';
import type { QueuedReport } from './offline-queue';

export interface OfflineQueue {
  enqueue: (report: QueuedReport) => Promise<void>;
}

export const OfflineQueueContext = createContext<OfflineQueue | null>(null);
