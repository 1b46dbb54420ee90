// Severity and SLA as badges: colour and words together (colour is never the only sign); the
// category cell of the event lists.
import { Badge, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Severity, SlaState } from '@vigia/domain';
// Flex through the shared first-paint entry, as TextareaField (decision 024): imported directly it
// would be split off into a chunk that every first load fetched.
import { Flex } from '@vigia/design-system';

const SEVERITY_PALETTE: Record<Severity, string> = {
  CRITICAL: 'red',
  MAJOR: 'orange',
  MODERATE: 'yellow',
  MINOR: 'gray',
};

const SLA_PALETTE: Record<SlaState, string> = { OK: 'green', AT_RISK: 'orange', BREACHED: 'red' };

/** `label` is the translated severity (common:severity.<CODE>). */
export function SeverityBadge({ severity, label }: { severity: Severity; label: string }) {
  return (
    <Badge colorPalette={SEVERITY_PALETTE[severity]} variant={severity === 'CRITICAL' ? 'solid' : 'subtle'} data-severity={severity}>
      {label}
    </Badge>
  );
}

/** `label` is the translated state, e.g. "Vencido"; `title` may carry the due time. */
export function SlaBadge({ state, label, title }: { state: SlaState; label: string; title?: string }) {
  return (
    <Badge colorPalette={SLA_PALETTE[state]} variant={state === 'BREACHED' ? 'solid' : 'outline'} data-sla={state} title={title}>
      {label}
    </Badge>
  );
}

/**
 * A list row's SLA cell: the badge and, while the event is open, the clock it counts ("Tomar antes
 * de …", `due`) at `dueAt`, muted beside it.
 */
export function SlaCell({
  state,
  label,
  due,
  dueAt,
  dueSize = 'sm',
}: {
  state: SlaState;
  label: string;
  due: string | null;
  dueAt: string;
  dueSize?: 'xs' | 'sm';
}) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <SlaBadge state={state} label={label} />
      {due && (
        <Text as="span" fontSize={dueSize} color="fg.muted">
          <time dateTime={dueAt}>{due}</time>
        </Text>
      )}
    </Flex>
  );
}

/** The reporter said people are injured (issue 37): red, next to the severity. `label`: common:injured. */
export function InjuredBadge({ label }: { label: string }) {
  return (
    <Badge colorPalette="red" variant="solid" data-injured="">
      {label}
    </Badge>
  );
}

/** An event's category (translated) over its classification, muted: a list row's category cell. */
export function CategoryCell({ category, classification }: { category: ReactNode; classification: ReactNode }) {
  return (
    <>
      {category}
      <Text as="span" display="block" color="fg.muted" fontSize="xs">
        {classification}
      </Text>
    </>
  );
}
