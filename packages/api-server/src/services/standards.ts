// Service standards and the month's compliance (issue 40 item 1), and the MOP's monthly spreadsheet
// (standards, compliance, breaches, observations). A standard starts today or later: the standards
// past days were measured against never change, so a past month's figures never move.
import type { FastifyInstance } from 'fastify';
import type { Compliance, Observation, ServiceStandard, StandardTime } from '@vigia/domain';
import { serviceStandardSchema } from '@vigia/domain/schemas';
import { measureCompliance, standardsInForceDuring } from '../lib/compliance.ts';
import { badRequest, HttpError, unlessTaken } from '../lib/errors.ts';
import { SEVERITY_NAMES, type Cell } from '../lib/report-tables.ts';
import { validateBody } from '../lib/validate.ts';
import { citedFileNames, observationsOpenedBetween } from '../repositories/observations.ts';
import { localDay } from '../repositories/reports.ts';
import {
  chileMonth,
  classificationExists,
  eventsReportedBetween,
  insertStandard,
  listStandards,
  toRule,
} from '../repositories/standards.ts';
import type { AuthUser } from '../repositories/users.ts';

export const STANDARD_MESSAGES = {
  inPast: 'La vigencia no puede comenzar antes de hoy: un cambio no reescribe los meses pasados',
  unknownClassification: 'La clasificación indicada no existe',
  taken: 'Ya existe un estándar para esa severidad, clasificación y fecha de inicio',
} as const;

/** POST /api/standards (ADMIN): the new standard. */
export async function createStandard(app: FastifyInstance, user: AuthUser, body: unknown): Promise<ServiceStandard> {
  const input = await validateBody(serviceStandardSchema(), body);
  if (input.effectiveFrom < localDay(app.clock())) throw badRequest(STANDARD_MESSAGES.inPast, 'effectiveFrom');
  if (input.classificationId !== null && !(await classificationExists(app.db, input.classificationId))) {
    throw badRequest(STANDARD_MESSAGES.unknownClassification, 'classificationId');
  }
  const id = await unlessTaken(new HttpError(409, STANDARD_MESSAGES.taken, 'effectiveFrom'), () => insertStandard(app.db, input, user.id));
  return (await listStandards(app.db)).find((s) => s.id === id)!;
}

/** GET /api/compliance: the Chilean month's events against the standards in force when each was reported. */
export async function monthCompliance(app: FastifyInstance, year: number, month: number): Promise<Compliance> {
  const { from, to } = await chileMonth(app.db, year, month);
  const [standards, events] = await Promise.all([listStandards(app.db), eventsReportedBetween(app.db, from, to)]);
  const firstDay = localDay(from);
  const lastDay = localDay(new Date(to.getTime() - 1));
  const inForce = standardsInForceDuring(standards.map(toRule), firstDay, lastDay);
  const figures = measureCompliance(inForce, events);
  const byId = new Map(standards.map((s) => [s.id, s]));
  return {
    year,
    month,
    events: figures.events,
    withoutStandard: figures.withoutStandard,
    standards: figures.standards.map((f) => ({ standard: byId.get(f.standardId)!, events: f.events, times: f.times })),
    breaches: figures.breaches.map((b) => ({ ...b, reportedAt: b.reportedAt.toISOString() })),
  };
}

const TIME_NAMES: Record<StandardTime, string> = {
  ON_SCENE: 'Primera unidad en el lugar',
  LANES_OPEN: 'Pistas habilitadas',
  CLEARED: 'Despeje',
  INSPECTOR_NOTICE: 'Aviso a la Inspección Fiscal',
};
const STATE_NAMES: Record<string, string> = { OPEN: 'Abierta', ANSWERED: 'Respondida', RESOLVED: 'Resuelta' };
const OUTCOME_NAMES: Record<string, string> = { UPHELD: 'Acogida', DISMISSED: 'Desestimada' };

const standardName = (s: ServiceStandard) =>
  `#${s.id} ${SEVERITY_NAMES[s.severity] ?? s.severity}${s.classificationName ? ` · ${s.classificationName}` : ''}`;
const date = (value: string | null) => (value === null ? null : new Date(value));

/** The MOP's monthly workbook: one table per sheet, header first. */
export async function complianceWorkbook(app: FastifyInstance, year: number, month: number): Promise<{ sheet: string; table: Cell[][] }[]> {
  const [compliance, standards, { from, to }] = await Promise.all([
    monthCompliance(app, year, month),
    listStandards(app.db),
    chileMonth(app.db, year, month),
  ]);
  const observations: Observation[] = await observationsOpenedBetween(app.db, from, to);
  const fileNames = await citedFileNames(app.db, [...new Set(observations.flatMap((o) => o.replyAttachmentIds))]);
  // The files need a signed-in reader: the cell names them and links the event page that shows them.
  const cited = (o: Observation) =>
    o.replyAttachmentIds.length === 0
      ? null
      : `${o.replyAttachmentIds.map((id) => `${fileNames.get(id) ?? 'archivo'} (N° ${id})`).join('; ')} — ${app.mailLinks.eventInArea('inspector', o.ticketId)}`;
  const byId = new Map(standards.map((s) => [s.id, s]));
  return [
    {
      sheet: 'Estándares',
      table: [
        [
          'N°',
          'Severidad',
          'Clasificación',
          'En el lugar (min)',
          'Pistas habilitadas (min)',
          'Despeje (min)',
          'Aviso IF (min)',
          'Vigente desde',
        ],
        ...standards.map((s) => [
          s.id,
          SEVERITY_NAMES[s.severity] ?? s.severity,
          s.classificationName ?? 'Todas',
          s.onSceneMinutes,
          s.lanesOpenMinutes,
          s.clearedMinutes,
          s.inspectorNoticeMinutes,
          s.effectiveFrom,
        ]),
      ],
    },
    {
      sheet: 'Cumplimiento',
      table: [
        ['Estándar', 'Tiempo', 'Límite (min)', 'Eventos medidos', 'Cumplidos', 'Incumplidos', 'No medibles'],
        ...compliance.standards.flatMap((row) =>
          row.times.map((t) => [
            standardName(row.standard),
            TIME_NAMES[t.time],
            t.limitMinutes,
            t.measured,
            t.met,
            t.breached,
            t.notMeasurable,
          ]),
        ),
        ['Sin estándar aplicable', '', null, compliance.withoutStandard, null, null, null],
      ],
    },
    {
      sheet: 'Incumplimientos',
      table: [
        ['Evento', 'Reportado', 'Estándar', 'Tiempo', 'Límite (min)', 'Real (min)'],
        ...compliance.breaches.map((b) => {
          const standard = byId.get(b.standardId);
          return [
            b.ticketId,
            new Date(b.reportedAt),
            standard ? standardName(standard) : b.standardId,
            TIME_NAMES[b.time],
            b.limitMinutes,
            b.actualMinutes,
          ];
        }),
      ],
    },
    {
      sheet: 'Observaciones',
      table: [
        [
          'N°',
          'Evento',
          'Estándar',
          'Estado',
          'Abierta',
          'Observación',
          'Multa propuesta (UTM)',
          'Respondida',
          'Respuesta',
          'Archivos de la respuesta',
          'Resuelta',
          'Resultado',
          'Fundamento',
        ],
        ...observations.map((o) => [
          o.id,
          o.ticketId,
          o.standardId,
          STATE_NAMES[o.state] ?? o.state,
          new Date(o.openedAt),
          o.text,
          o.proposedUtm,
          date(o.repliedAt),
          o.replyText,
          cited(o),
          date(o.resolvedAt),
          o.outcome ? (OUTCOME_NAMES[o.outcome] ?? o.outcome) : null,
          o.reason,
        ]),
      ],
    },
  ];
}
