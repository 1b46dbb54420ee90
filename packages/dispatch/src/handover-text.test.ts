// The handover text (issue 39 item 4): km and direction in the page's language, the commune, sector
// and nearest km post, lanes, injured, the plate, the units sent with where they are, the agencies.
import { createI18n } from '@vigia/i18n';
import { allResources } from '@vigia/i18n/all-resources';
import { makeTicket } from '@vigia/test-utils';
import { handoverLines, handoverText, type HandoverFacts } from './handover-text';
import { makeAgencyEntry } from './test/agencies';
import { makeSentUnit } from './test/units';

const kinds: Record<string, string> = { PATROL: 'Patrulla', AMBULANCE: 'Ambulancia' };
const kindName = (code: string) => kinds[code] ?? code;

const unit = makeSentUnit;

const agency = makeAgencyEntry;

const facts = (over: Partial<HandoverFacts> = {}): HandoverFacts => ({
  ticket: makeTicket({
    id: 7,
    kilometer: 485.3,
    orientation: 'SOUTH',
    commune: 'Los Ángeles',
    sector: '',
    severity: 'CRITICAL',
    lanesBlocked: { NORTH: 'NONE', SOUTH: 'PARTIAL' },
    injured: true,
    patente: 'ABCD12',
  }),
  units: [],
  agencies: [],
  kindName,
  ...over,
});

const textIn = (lng: 'es' | 'en', f: HandoverFacts) =>
  handoverText(handoverLines(f, createI18n(lng, allResources).getFixedT(lng, 'dispatch'), lng));

it('reads the event in Spanish: km with a comma, direction, commune and nearest post, lanes, injured, plate', () => {
  expect(textIn('es', facts()).split('\n')).toEqual([
    'Evento: N° 7',
    'Qué ocurrió: Accidente: Choque por alcance',
    'Severidad: Crítica',
    'Ubicación: km 485,3, dirección sur a norte',
    'Sector: comuna de Los Ángeles, cerca del poste km 485',
    'Pistas bloqueadas: norte a sur: sin bloqueo; sur a norte: bloqueo parcial',
    'Lesionados: sí, se informaron lesionados',
    'Vehículos: patente informada ABCD12',
    'Unidades enviadas: ninguna aún',
    'Organismos avisados: ninguno aún',
  ]);
});

it('lists the units with where they are and the agencies with their time (Chile) and reference', () => {
  const text = textIn(
    'es',
    facts({
      ticket: { ...facts().ticket, sector: 'Enlace Santa Fe', injured: false, patente: ' ' },
      units: [
        unit({ onSceneAt: '2026-11-27T18:09:00.000Z' }),
        unit({ unitId: 4, code: 'A-01', kind: 'AMBULANCE' }),
        unit({ unitId: 5, code: 'P-05', onSceneAt: '2026-11-27T18:09:00.000Z', releasedAt: '2026-11-27T18:30:00.000Z' }),
      ],
      // 18:05Z is 15:05 in Chile (UTC−3 in November).
      agencies: [
        agency({ reference: 'PR-4471' }),
        agency({ id: 2, agencyCode: 'SAMU', agencyName: 'SAMU', notifiedAt: '2026-11-27T17:58:00.000Z' }),
      ],
    }),
  );
  expect(text).toContain('Sector: comuna de Los Ángeles (Enlace Santa Fe), cerca del poste km 485');
  expect(text).toContain('Lesionados: no se informaron');
  expect(text).toContain('Vehículos: sin patente informada');
  expect(text).toContain('Unidades enviadas: P-03 (Patrulla, en el lugar); A-01 (Ambulancia, en camino); P-05 (Patrulla, ya se retiró)');
  expect(text).toContain('Organismos avisados: Carabineros de Chile 15:05 (PR-4471); SAMU 14:58');
});

it('reads in English with a decimal point and the English words', () => {
  const text = textIn('en', facts({ ticket: { ...facts().ticket, kilometer: 412.75, orientation: 'NORTH' } }));
  expect(text).toContain('Location: km 412.75, direction north to south');
  expect(text).toContain('Area: Los Ángeles commune, near km post 413');
  expect(text).toContain('Lanes blocked: north to south: none blocked; south to north: partly blocked');
  expect(text).toContain('Severity: Critical');
});
