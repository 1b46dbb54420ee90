// A list's filters as a form: applied together on submit (one URL change, one request), all
// cleared at once; the form follows the URL (back/forward, a link). The fields are the screen's.
import type { ReactNode } from 'react';
import { Button, Card, HStack, SimpleGrid, Stack } from '@vigia/design-system';
import { useFiltersDraft } from './use-filters-draft';
import type { UrlFilterValues } from './use-url-filters';

export interface FiltersDraft<F, P> {
  draft: F;
  set: <K extends keyof F>(key: K) => (value: F[K]) => void;
  /** What the last submit found wrong (its fields show it), or null. */
  problem: P | null;
}

export interface FiltersFormProps<F extends UrlFilterValues, P extends string> {
  filters: F;
  empty: F;
  /** What stops a draft being applied, or null. */
  check: (draft: F) => P | null;
  onApply: (filters: F) => void;
  labels: { title: string; apply: string; clear: string };
  children: (form: FiltersDraft<F, P>) => ReactNode;
  /** Fields of different heights sit on one line (a checkbox beside inputs). */
  alignEnd?: boolean;
  /** Left out of a printed page. */
  noPrint?: boolean;
}

export function FiltersForm<F extends UrlFilterValues, P extends string>(props: FiltersFormProps<F, P>) {
  const { filters, empty, check, onApply, labels, children, alignEnd, noPrint } = props;
  const { draft, set, problem, submit, clear } = useFiltersDraft({ value: filters, check, onApply, empty });

  return (
    <Card.Root as="form" onSubmit={submit} aria-label={labels.title} _print={noPrint ? { display: 'none' } : undefined}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" alignItems={alignEnd ? 'end' : undefined}>
            {children({ draft, set, problem })}
          </SimpleGrid>
          <HStack gap="2" wrap="wrap">
            <Button type="submit" minH="44px">
              {labels.apply}
            </Button>
            <Button type="button" variant="outline" minH="44px" onClick={clear}>
              {labels.clear}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
