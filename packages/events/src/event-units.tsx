// The event's units and "Despachar unidad" (issue 38) live in @vigia/dispatch, fetched only when a
// control-room user opens an event: the event page's first load does not carry them.
import { lazy, Suspense } from 'react';
import type { Ticket } from '@vigia/domain';
import type { AgenciesSectionProps } from '@vigia/dispatch';
import { Skeleton } from '@vigia/design-system';

const EventUnitsSection = lazy(() => import('@vigia/dispatch').then((m) => ({ default: m.EventUnitsSection })));
const SentUnitsSection = lazy(() => import('@vigia/dispatch').then((m) => ({ default: m.SentUnitsSection })));
const AgenciesSection = lazy(() => import('@vigia/dispatch').then((m) => ({ default: m.AgenciesSection })));

export interface EventUnitsProps {
  ticket: Pick<Ticket, 'id' | 'version'>;
  canDispatch: boolean;
  onChanged: () => void;
}

export function EventUnits(props: EventUnitsProps) {
  return (
    <Suspense fallback={<Skeleton h="24" borderRadius="md" />}>
      <EventUnitsSection {...props} />
    </Suspense>
  );
}

/** "Unidades enviadas" (issue 38 item 6): the units sent and their times, for the control room and the inspector. */
export function SentUnits({ ticketId }: { ticketId: number }) {
  return (
    <Suspense fallback={<Skeleton h="24" borderRadius="md" />}>
      <SentUnitsSection ticketId={ticketId} />
    </Suspense>
  );
}

/** "Organismos avisados" (issue 39 item 4): the agencies told, the inspector's clock, the handover text. */
export function EventAgencies(props: AgenciesSectionProps) {
  return (
    <Suspense fallback={<Skeleton h="24" borderRadius="md" />}>
      <AgenciesSection {...props} />
    </Suspense>
  );
}
