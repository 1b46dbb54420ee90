// Issue 24: a phone photo knows where and when it was taken. The form offers that place and time
// (never applies it unasked); the place goes through the same route lookup as 'Usar mi ubicación'.
import { useEffect, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { Box, Button, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import type { EventFormValues } from './form-values';
import { LocateMessage, useFillLocation, useKmNumber } from './location-finder';
import { PHOTO_TIME_MAX_AGE_DAYS, photoTimeProblem, readPhotoExif } from './photo-exif';
import { locatePoint, type LocateState } from './use-my-location';

interface PhotoPlaceOfferProps {
  /** The photos last chosen, as chosen (compression drops the EXIF block). */
  photos: readonly File[];
  setValue: UseFormSetValue<EventFormValues>;
  markCommuneAuto: (commune: string) => void;
  disabled: boolean;
}

interface Offer {
  /** The photo's position on the route, or why it has none there; null without GPS. */
  place: Extract<LocateState, { status: 'found' | 'failed' }> | null;
  takenAt: string | null;
  timeProblem: 'future' | 'old' | null;
}

/** The first of the photos that says where or when it was taken, looked up on the route. */
async function readOffer(photos: readonly File[]): Promise<Offer | null> {
  for (const photo of photos) {
    const exif = await readPhotoExif(photo);
    if (!exif) continue;
    const place = exif.position ? await locatePoint(exif.position) : null;
    return { place, takenAt: exif.takenAt, timeProblem: exif.takenAt ? photoTimeProblem(exif.takenAt) : null };
  }
  return null;
}

/** 'YYYY-MM-DDTHH:mm' as the app writes dates: 25-11-2026 14:32 (es), 25/11/2026 14:32 (en). */
function wallClock(value: string, language: string | undefined): string {
  const [date = '', time = ''] = value.split('T');
  const [year, month, day] = date.split('-');
  const separator = language?.startsWith('en') ? '/' : '-';
  return `${day}${separator}${month}${separator}${year} ${time}`;
}

export function PhotoPlaceOffer({ photos, setValue, markCommuneAuto, disabled }: PhotoPlaceOfferProps) {
  const { t, i18n } = useTranslation('eventForm');
  const number = useKmNumber();
  const fillPlace = useFillLocation(setValue, markCommuneAuto);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [applied, setApplied] = useState(false);

  useEffect(() => {
    let current = true;
    setOffer(null);
    setApplied(false);
    if (photos.length > 0) {
      void readOffer(photos).then((found) => {
        if (current) setOffer(found);
      });
    }
    return () => {
      current = false;
    };
  }, [photos]);

  if (!offer) return null;
  const place = offer.place?.status === 'found' ? offer.place : null;
  const takenAt = offer.takenAt && !offer.timeProblem ? offer.takenAt : null;
  const date = offer.takenAt ? wallClock(offer.takenAt, i18n.language) : '';
  const where = place ? { km: number(place.kilometer), orientation: t(`orientation.${place.orientation}`), commune: place.commune } : null;
  const what = place && takenAt ? 'both' : place ? 'place' : takenAt ? 'time' : null;

  const apply = () => {
    if (place) fillPlace(place);
    if (takenAt) setValue('dateEvent', takenAt, { shouldDirty: true, shouldValidate: true });
    setApplied(true);
  };

  return (
    <Stack gap="2" aria-live="polite">
      {what && (
        <Text>
          {what === 'both' && t('photoPlace.foundBoth', { date, ...where })}
          {what === 'place' && t('photoPlace.foundPlace', where ?? {})}
          {what === 'time' && t('photoPlace.foundTime', { date })}
        </Text>
      )}
      {offer.place?.status === 'failed' && <LocateMessage state={offer.place} />}
      {offer.timeProblem && (
        <Text color="fg.muted">{t(`photoPlace.timeNotUsed.${offer.timeProblem}`, { date, days: PHOTO_TIME_MAX_AGE_DAYS })}</Text>
      )}
      {what && !applied && (
        <Box>
          <Button type="button" variant="outline" onClick={apply} disabled={disabled}>
            {t(`photoPlace.use.${what}`)}
          </Button>
        </Box>
      )}
      {what && applied && <Text>{t(`photoPlace.applied.${what}`)}</Text>}
    </Stack>
  );
}
