// The demo's fleet (issue 38): patrols, tow trucks, ambulances and a maintenance crew, based along
// the concession like a control room's (the neighbouring Ruta del Maule keeps four of each on duty).
// All OUT_OF_SERVICE with nobody on shift: the demo has one DRIVER account, and a unit on scene would
// keep it signed on, so it could not sign on to the unit a visitor (or a browser test) picks.
import type { Db } from '../client.ts';
import { units, unitStatusHistory } from '../schema.ts';

export const DEMO_UNITS: { code: string; kind: string; plate: string; baseKm: number }[] = [
  { code: 'P-01', kind: 'PATROL', plate: 'RTPV11', baseKm: 425 },
  { code: 'P-02', kind: 'PATROL', plate: 'RTPV12', baseKm: 468 },
  { code: 'P-03', kind: 'PATROL', plate: 'RTPV13', baseKm: 512 },
  { code: 'P-04', kind: 'PATROL', plate: 'RTPV14', baseKm: 556 },
  { code: 'G-01', kind: 'TOW_LIGHT', plate: 'GRLV21', baseKm: 440 },
  { code: 'G-02', kind: 'TOW_LIGHT', plate: 'GRLV22', baseKm: 530 },
  { code: 'GP-01', kind: 'TOW_HEAVY', plate: 'GRPS31', baseKm: 485 },
  { code: 'A-01', kind: 'AMBULANCE', plate: 'AMBL41', baseKm: 455 },
  { code: 'A-02', kind: 'AMBULANCE', plate: 'AMBL42', baseKm: 540 },
  { code: 'M-01', kind: 'MAINTENANCE', plate: 'MANT51', baseKm: 500 },
];

export async function seedDemoUnits(db: Db, now: Date): Promise<void> {
  const rows = await db
    .insert(units)
    .values(DEMO_UNITS.map((u) => ({ ...u, status: 'OUT_OF_SERVICE' as const, statusSince: now, createdAt: now, updatedAt: now })))
    .returning({ id: units.id });
  await db.insert(unitStatusHistory).values(rows.map((r) => ({ unitId: r.id, status: 'OUT_OF_SERVICE' as const, at: now })));
}
