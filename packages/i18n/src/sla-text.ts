// An event's SLA in words, the same on every screen (issue 37): while open, the badge of its state
// and which clock the due time counts ("Tomar antes de 15:54", then "Cerrar antes de 17:49"); once
// closed, no running state, only whether it met its time.
import { useCallback } from 'react';
import type { SlaClock, SlaState } from '@vigia/domain';
// Through the shared core: bundled per app, a direct react-i18next import would be the app's own
// copy, with no i18next instance, and answer keys.
import { useTranslation } from '@vigia/i18n/core';

export interface SlaFacts {
  slaState: SlaState;
  slaClock: SlaClock | null;
  slaMet: boolean | null;
  slaDueAt: string;
}

export interface SlaText {
  /** The badge's colour: a closed event's met time shows as OK, a late one as BREACHED. */
  tone: SlaState;
  badge: string;
  /** "Tomar antes de …" / "Cerrar antes de …"; null once closed. */
  due: string | null;
}

/** `at` writes the due time (the screen decides: time alone today, with the date otherwise). */
export function useSlaText(): (sla: SlaFacts, at: (iso: string) => string) => SlaText {
  const { t } = useTranslation('common');
  return useCallback(
    (sla, at) =>
      sla.slaMet !== null
        ? { tone: sla.slaMet ? 'OK' : 'BREACHED', badge: t(sla.slaMet ? 'sla.met' : 'sla.missed'), due: null }
        : {
            tone: sla.slaState,
            badge: t(`sla.${sla.slaState}`),
            due: sla.slaClock ? t(`sla.clock.${sla.slaClock}`, { at: at(sla.slaDueAt) }) : null,
          },
    [t],
  );
}
