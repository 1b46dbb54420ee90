// Who does what on these screens; the server checks the same on every call (access/route-rules.ts).
export { WORK_APPROVERS, WORK_PLANNERS, workActionsFor } from '@vigia/domain/work-status';
import { WORK_PLANNERS } from '@vigia/domain/work-status';
import type { Role } from '@vigia/domain';

/** "Nuevo trabajo": SUPERVISOR and ADMIN. */
export const plansWorks = (role: string | undefined): boolean => WORK_PLANNERS.includes(role as Role);
