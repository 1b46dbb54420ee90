// Server-side paging (page is 0-based as the API's, SPEC §9). Shows "Página X de Y" and the total.
import { HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';

export interface PaginationLabels {
  previous: string;
  next: string;
  /** "Página 2 de 5" — page is 1-based here, for people. */
  page: (page: number, pages: number) => string;
  total: (total: number) => string;
  /** The total when the server stopped counting there (`totalCapped`): "more than N". */
  totalCapped: (total: number) => string;
  /** Accessible name of the nav landmark. */
  nav: string;
}

export const DEFAULT_PAGINATION_LABELS: PaginationLabels = {
  previous: 'Página anterior',
  next: 'Página siguiente',
  page: (page, pages) => `Página ${page} de ${pages}`,
  total: (total) => `Total: ${total}`,
  totalCapped: (total) => `Total: más de ${total}`,
  nav: 'Paginación',
};

export interface PaginationControlsProps {
  /** 0-based current page. */
  page: number;
  size: number;
  total: number;
  /** More than `total` match; the pages stop at `total`. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  labels?: Partial<PaginationLabels>;
  disabled?: boolean;
}

export function PaginationControls({ page, size, total, totalCapped, onPageChange, labels, disabled }: PaginationControlsProps) {
  const l = { ...DEFAULT_PAGINATION_LABELS, ...labels };
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  const current = Math.min(Math.max(0, page), pages - 1);
  return (
    <HStack as="nav" aria-label={l.nav} justify="space-between" gap="4" py="2" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {totalCapped ? l.totalCapped(total) : l.total(total)}
      </Text>
      <HStack gap="2">
        <IconButton
          aria-label={l.previous}
          variant="outline"
          size="sm"
          disabled={disabled || current <= 0}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Text fontSize="sm" aria-live="polite" minW="8rem" textAlign="center">
          {l.page(current + 1, pages)}
        </Text>
        <IconButton
          aria-label={l.next}
          variant="outline"
          size="sm"
          disabled={disabled || current >= pages - 1}
          onClick={() => onPageChange(current + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </HStack>
    </HStack>
  );
}
