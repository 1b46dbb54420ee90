// The demo's events as a story told from "now" (issue 37 item 12): 30 days of history, most of it
// closed within its targets, and a few events open at different stages right now. Pure: the same
// `now` gives the same events (a seeded generator), so a run can be reproduced; demo-seed.ts writes them.
import { COMMUNES, formatKm, type LaneState, type MilestoneCode, type Orientation, type Severity } from '@vigia/domain';
import type { HistoryAction } from '@vigia/domain';
import { eventStateChanges, nextEventState, type EventChange } from '@vigia/domain/event-state';

export type DemoPerson = 'DRIVER' | 'OPERATOR' | 'OPERATOR2' | 'SUPERVISOR';

export interface DemoNode {
  classificationId: number;
  classification: string;
  category: string;
  severity: Severity;
}

export type DemoTargets = Record<Severity, { takeMinutes: number; closeMinutes: number }>;

export interface DemoStep {
  at: number;
  by: DemoPerson | null;
  action: HistoryAction;
  changes: Record<string, [unknown, unknown]>;
}

export interface DemoEvent {
  /** What it shows now, for the open ones (the server test looks them up by it). */
  stage: 'HISTORY' | 'CRITICAL_REPORTED' | 'PUBLIC_WAITING' | 'TAKEN' | 'ON_SCENE' | 'IN_PROCESS';
  node: DemoNode;
  kilometer: number;
  commune: string;
  orientation: Orientation;
  sector: string;
  /** A reporter of REPORTERS, or the demo driver's own report. */
  reporter: number | 'DRIVER';
  description: string;
  /** The reporter said people are injured (issue 37: kept on the event). */
  injured: boolean;
  createdAt: number;
  statusCode: 'ABIERTO' | 'EN_PROCESO' | 'CERRADO';
  assignee: DemoPerson | null;
  /** Who gave it to the assignee: the assignee (taken) or the supervisor (assigned). */
  assignedBy: DemoPerson | null;
  takenAt: number | null;
  closedAt: number | null;
  closeReason: string | null;
  lanesNorth: LaneState;
  lanesSouth: LaneState;
  milestones: { code: MilestoneCode; at: number; by: DemoPerson }[];
  comment: { at: number; by: DemoPerson; body: string } | null;
  /** Its history rows, in time order (the chain's order). */
  history: DemoStep[];
}

export const DEMO_DAYS = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SECTORS = [
  'Enlace Norte',
  'Enlace Sur',
  'Peaje Troncal',
  'Puente',
  'Paso Superior',
  'Área de Servicio',
  'Cruce Ferroviario',
  'Berma Oriente',
];

export const DEMO_COMMENTS = {
  dispatched: 'Se despacha patrulla de la concesionaria al lugar.',
  police: 'Carabineros informados, en camino.',
  detour: 'Se instala señalización de desvío provisoria.',
  tow: 'Grúa en el lugar, se despeja la pista.',
  maintenance: 'Equipo de mantención programado para mañana temprano.',
} as const;

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator). */
export function prng(seedValue: number): () => number {
  let s = seedValue >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** The events open now: which classification, how long ago, and what has happened to each. */
const STORY = [
  // Reported two minutes ago by a driver passing by: people injured, nobody has taken it yet.
  { stage: 'CRITICAL_REPORTED', classification: 'Colisión múltiple', severity: 'CRITICAL', age: 2, km: 486.4, orientation: 'NORTH' },
  // A public report waiting in the queue, well within its time to be taken.
  { stage: 'PUBLIC_WAITING', classification: 'Neumático o restos de neumático', severity: null, age: 9, km: 441.8, orientation: 'SOUTH' },
  // The driver's own report, taken by the second operator: the patrol is on its way.
  { stage: 'TAKEN', classification: 'Sin combustible', severity: null, age: 16, km: 532.6, orientation: 'SOUTH' },
  // A crash with a lane blocked: taken, the unit is on scene.
  { stage: 'ON_SCENE', classification: 'Choque por alcance', severity: null, age: 38, km: 512.3, orientation: 'NORTH' },
  // A pothole being worked on: dispatched, repair scheduled.
  { stage: 'IN_PROCESS', classification: 'Bache', severity: null, age: 5 * 60, km: 457.9, orientation: 'SOUTH' },
] as const;

const HISTORY_EVENTS = 38;

export function demoStory(now: Date, tree: DemoNode[], targets: DemoTargets, reporters: number): DemoEvent[] {
  const random = prng(Math.floor(now.getTime() / MINUTE));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + random() * (high - low);
  const at = now.getTime();
  const events: DemoEvent[] = [];

  for (let i = 0; i < HISTORY_EVENTS; i++) {
    const node = pick(tree);
    const { takeMinutes, closeMinutes } = targets[node.severity];
    // A few were closed late (the figures are not all 100 %); late ones took up to 1.4 times the target.
    const late = i % 9 === 5;
    const span = (late ? 1.4 : 1) * closeMinutes * MINUTE + HOUR;
    // Reported early enough to be closed by now, spread over the 30 days.
    const createdAt = Math.floor(at - span - random() * (DEMO_DAYS * DAY - span));
    const byDriver = i % 5 === 0;
    const assignee: DemoPerson = i % 2 === 0 ? 'OPERATOR' : 'OPERATOR2';
    const assignedBy: DemoPerson = i % 3 === 1 ? 'SUPERVISOR' : assignee;
    const verifiedAt = createdAt + between(0.1, 0.3) * takeMinutes * MINUTE;
    const takenAt = verifiedAt + between(0.1, 0.5) * takeMinutes * MINUTE;
    const onSceneAt = takenAt + Math.min(between(10, 35), 0.25 * closeMinutes) * MINUTE;
    const blocking = node.category === 'ACCIDENTE' || node.severity === 'CRITICAL' || node.severity === 'MAJOR';
    const lanesOpenAt = blocking ? onSceneAt + between(0.1, 0.25) * closeMinutes * MINUTE : null;
    const lastBefore = lanesOpenAt ?? onSceneAt;
    const clearedAt = late
      ? Math.max(createdAt + between(1.05, 1.4) * closeMinutes * MINUTE, lastBefore + MINUTE)
      : lastBefore + between(0.05, 0.2) * closeMinutes * MINUTE;
    const closeReason = i % 7 === 3 ? 'SIN_HALLAZGO' : i % 11 === 8 ? 'DERIVADO_CARABINEROS' : 'RESUELTO';
    const place = placeOf(i, random);
    const event = baseEvent('HISTORY', node, place, byDriver ? 'DRIVER' : Math.floor(random() * reporters), createdAt, random);
    event.assignee = assignee;
    event.assignedBy = assignedBy;
    event.takenAt = Math.round(takenAt);
    const lane: LaneState = node.severity === 'CRITICAL' ? 'ALL' : 'PARTIAL';
    verify(event, verifiedAt, assignee, blocking && closeReason !== 'SIN_HALLAZGO' ? { [place.orientation]: lane } : {});
    take(event, takenAt, assignee, assignedBy);
    if (closeReason !== 'SIN_HALLAZGO' || i % 2 === 0) milestone(event, 'ON_SCENE', onSceneAt, assignee);
    if (lanesOpenAt !== null && closeReason !== 'SIN_HALLAZGO') milestone(event, 'LANES_OPEN', lanesOpenAt, assignee);
    if (i % 3 === 0) event.comment = { at: Math.round(onSceneAt + MINUTE), by: assignee, body: pick(Object.values(DEMO_COMMENTS)) };
    // T6 closes it: the rule gives CERRADO with the lanes open, on the milestone's own history line.
    milestone(event, 'CLEARED', clearedAt, assignee);
    event.closedAt = Math.round(clearedAt);
    event.closeReason = closeReason;
    event.history.at(-1)!.changes['closeReason'] = [null, closeReason];
    events.push(event);
  }
  events.sort((a, b) => a.createdAt - b.createdAt);

  for (const story of STORY) {
    const found = tree.find((n) => n.classification === story.classification) ?? tree[0]!;
    const node = { ...found, severity: story.severity ?? found.severity };
    const createdAt = at - story.age * MINUTE;
    const commune = COMMUNES.find((c) => story.km >= c.kmMin && story.km <= c.kmMax)!;
    const place = { kilometer: story.km, commune: commune.name, orientation: story.orientation, sector: pick(SECTORS) };
    const event = baseEvent(
      story.stage,
      node,
      place,
      story.stage === 'TAKEN' ? 'DRIVER' : Math.floor(random() * reporters),
      createdAt,
      random,
    );
    const minutes = (m: number) => createdAt + m * MINUTE;
    if (story.stage === 'TAKEN') {
      verify(event, minutes(3), 'OPERATOR2', {});
      take(event, minutes(8), 'OPERATOR2', 'SUPERVISOR');
    } else if (story.stage === 'ON_SCENE') {
      verify(event, minutes(2), 'OPERATOR', { NORTH: 'PARTIAL' });
      take(event, minutes(5), 'OPERATOR', 'OPERATOR');
      milestone(event, 'ON_SCENE', minutes(24), 'OPERATOR');
      event.comment = { at: minutes(26), by: 'OPERATOR', body: DEMO_COMMENTS.tow };
    } else if (story.stage === 'IN_PROCESS') {
      verify(event, minutes(20), 'OPERATOR', {});
      take(event, minutes(45), 'OPERATOR', 'OPERATOR');
      event.comment = { at: minutes(52), by: 'OPERATOR', body: DEMO_COMMENTS.maintenance };
    }
    events.push(event);
  }
  return events;
}

function placeOf(i: number, random: () => number) {
  const commune = COMMUNES[i % COMMUNES.length]!;
  const kilometer = Math.round((commune.kmMin + random() * (commune.kmMax - commune.kmMin)) * 10) / 10;
  const orientation: Orientation = random() < 0.5 ? 'NORTH' : 'SOUTH';
  return { kilometer, commune: commune.name, orientation, sector: SECTORS[i % SECTORS.length]! };
}

function baseEvent(
  stage: DemoEvent['stage'],
  node: DemoNode,
  place: { kilometer: number; commune: string; orientation: Orientation; sector: string },
  reporter: DemoEvent['reporter'],
  createdAt: number,
  random: () => number,
): DemoEvent {
  const direction = place.orientation === 'NORTH' ? 'norte a sur' : 'sur a norte';
  const note = random() < 0.5 ? 'Se requiere apoyo en el lugar.' : 'Reportado por usuario de la ruta.';
  const by = reporter === 'DRIVER' ? 'DRIVER' : null;
  return {
    stage,
    node,
    ...place,
    reporter,
    description: `<p>${node.classification} a la altura del km ${formatKm(place.kilometer)}, sentido ${direction}. ${note}</p>`,
    injured: stage === 'CRITICAL_REPORTED',
    createdAt,
    statusCode: 'ABIERTO',
    assignee: null,
    assignedBy: null,
    takenAt: null,
    closedAt: null,
    closeReason: null,
    lanesNorth: 'NONE',
    lanesSouth: 'NONE',
    milestones: [],
    comment: null,
    history: [{ at: createdAt, by, action: 'CREATED', changes: { statusCode: [null, 'ABIERTO'] } }],
  };
}

/**
 * The status and lanes after `change`, by the rule the server applies (@vigia/domain/event-state):
 * written on the event, and what changed added to the history line of the step that caused it.
 */
function apply(event: DemoEvent, step: DemoStep, change: EventChange) {
  const before = { statusCode: event.statusCode, lanesBlocked: { NORTH: event.lanesNorth, SOUTH: event.lanesSouth } };
  const facts = { ...before, assignedToId: event.assignee, milestones: event.milestones.map((m) => m.code) };
  const after = nextEventState(facts, change);
  event.statusCode = after.statusCode as DemoEvent['statusCode'];
  event.lanesNorth = after.lanesBlocked.NORTH;
  event.lanesSouth = after.lanesBlocked.SOUTH;
  Object.assign(step.changes, eventStateChanges(before, after));
}

function milestone(event: DemoEvent, code: MilestoneCode, time: number, by: DemoPerson) {
  const at = Math.round(time);
  const step: DemoStep = { at, by, action: 'MILESTONE', changes: { milestone: [null, code], at: [null, new Date(at).toISOString()] } };
  apply(event, step, { kind: 'milestone', code });
  event.milestones.push({ code, at, by });
  event.history.push(step);
}

/** T2 by the control room, with the lanes it found blocked (these stay on an open event). */
function verify(event: DemoEvent, time: number, by: DemoPerson, lanes: Partial<Record<Orientation, LaneState>>) {
  milestone(event, 'VERIFIED', time, by);
  if (Object.keys(lanes).length === 0) return;
  const step: DemoStep = { at: Math.round(time), by, action: 'TRIAGED', changes: {} };
  apply(event, step, { kind: 'lanes', lanesBlocked: lanes });
  event.history.push(step);
}

/** Taken by an operator or assigned by the supervisor: T3 at that moment, as the API records it. */
function take(event: DemoEvent, time: number, assignee: DemoPerson, by: DemoPerson) {
  const at = Math.round(time);
  const step: DemoStep = { at, by, action: by === assignee ? 'TAKEN' : 'UPDATED', changes: { assignedToId: [null, assignee] } };
  apply(event, step, { kind: 'assignee', assignedToId: assignee });
  event.assignee = assignee;
  event.assignedBy = by;
  event.takenAt = at;
  event.history.push(step);
  milestone(event, 'DISPATCHED', at, by);
}
