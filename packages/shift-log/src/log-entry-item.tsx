// One entry of the log: when (Chile, 24 h), who, what kind, its text, the event (a link) and unit,
// and how it stands to its corrections. Entries are never edited: "Corregir" writes a new one.
import { Link as RouterLink } from 'react-router-dom';
import type { ShiftLogEntry } from '@vigia/domain';
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@vigia/design-system';
import { formatDateTime, formatTime, useTranslation } from '@vigia/i18n';

export interface LogEntryItemProps {
  entry: ShiftLogEntry;
  /** The entries on screen, by id: a correction names its entry's time when that one is here too. */
  shown: ReadonlyMap<number, ShiftLogEntry>;
  /** The area's path prefix (`/operator`): links to events and handovers stay inside it. */
  base: string;
  onCorrect?: (entry: ShiftLogEntry) => void;
}

const CORRECTABLE = new Set(['NOTE', 'CORRECTION']);

export function LogEntryItem({ entry, shown, base, onCorrect }: LogEntryItemProps) {
  const { t, i18n } = useTranslation('shiftLog');
  const lng = i18n.language;
  const time = formatTime(entry.at, lng);
  const corrected = entry.correctedBy.length > 0;
  const original = entry.corrects !== null ? shown.get(entry.corrects) : undefined;

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" bg={corrected ? 'bg.muted' : undefined} breakInside="avoid">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Text as="span" fontWeight="bold">
              <time dateTime={entry.at}>{formatDateTime(entry.at, lng)}</time>
            </Text>
            <Text as="span">{t('entry.by', { author: entry.authorName })}</Text>
            {entry.kind !== 'NOTE' && <Badge variant="outline">{t(`kind.${entry.kind}`)}</Badge>}
          </HStack>
          {onCorrect && CORRECTABLE.has(entry.kind) && (
            <Button
              size="sm"
              variant="outline"
              minH="44px"
              aria-label={t('entry.correctLabel', { time })}
              onClick={() => onCorrect(entry)}
              _print={{ display: 'none' }}
            >
              {t('entry.correct')}
            </Button>
          )}
        </HStack>
        <Text whiteSpace="pre-wrap" textDecoration={corrected ? 'line-through' : undefined} wordBreak="break-word">
          {entry.text}
        </Text>
        <HStack gap="3" wrap="wrap" fontSize="sm">
          {entry.ticketId !== null && (
            <Link asChild>
              <RouterLink to={`${base}/events/${entry.ticketId}`}>{t('entry.event', { id: entry.ticketId })}</RouterLink>
            </Link>
          )}
          {entry.unitCode && <Text as="span">{t('entry.unit', { code: entry.unitCode })}</Text>}
          {entry.handoverId !== null && (
            <Link asChild>
              <RouterLink to={`${base}/log/handover/${entry.handoverId}`}>{t('entry.handover', { id: entry.handoverId })}</RouterLink>
            </Link>
          )}
        </HStack>
        {entry.corrects !== null && (
          <Text fontSize="sm" color="fg.muted">
            {original ? t('entry.corrects', { time: formatTime(original.at, lng) }) : t('entry.correctsId', { id: entry.corrects })}
          </Text>
        )}
        {entry.correctedBy.map((id) => {
          const by = shown.get(id);
          return (
            <Text key={id} fontSize="sm" fontWeight="semibold">
              {by ? t('entry.correctedBy', { author: by.authorName, time: formatTime(by.at, lng) }) : t('entry.correctedById', { id })}
            </Text>
          );
        })}
      </Stack>
    </Box>
  );
}
