// Who does what on these screens; the server checks the same on every call (access/route-rules.ts).
import type { Role } from '@vigia/domain';

/** Write entries and corrections (POST /api/log). The inspector only reads and exports. */
const WRITERS: readonly Role[] = ['OPERATOR', 'SUPERVISOR', 'ADMIN'];
/** Sign and receive a handover: the people who work a shift. */
const SHIFT_WORKERS: readonly Role[] = ['OPERATOR', 'SUPERVISOR'];

export const canWriteLog = (role: string | undefined): boolean => WRITERS.includes(role as Role);
export const worksShifts = (role: string | undefined): boolean => SHIFT_WORKERS.includes(role as Role);
