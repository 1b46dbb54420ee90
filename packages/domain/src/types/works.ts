// Planned works (issue 41): the answers of /api/works and what the form sends.
import type { LanesBlocked, Work } from './answers';
import type { Orientation } from '../constants';
import type { WorkSchedule } from '../work-schedule';

export type { WorkSchedule, WeekDay } from '../work-schedule';
export type { WorkStatus, WorkAction } from '../work-status';

/** The body of POST /api/works and PUT /api/works/{id}. */
export interface WorkInput {
  title: string;
  kmFrom: number;
  kmTo: number;
  orientations: Orientation[];
  lanesClosed: LanesBlocked;
  shoulderClosed?: boolean;
  speedLimit?: number | null;
  contractor: string;
  contact: string;
  schedule: WorkSchedule;
  version?: number;
}

/** GET /api/works: the filters. `activeAt`: works ACTIVE at that time. */
export interface WorkFilters {
  status?: Work['status'];
  kmFrom?: number;
  kmTo?: number;
  activeAt?: string;
  page?: number;
  size?: number;
}
