import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { allResources } from './all-resources';
import { I18nProvider, createI18n, useLookupNames, type LookupKind } from './index';

const inLanguage = (lng: 'es' | 'en') => {
  const i18n = createI18n(lng, allResources);
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

describe('useLookupNames', () => {
  // In the language, a lookup of the kind by its code and the server's name (none: undefined) shows as…
  it.each<[lng: 'es' | 'en', kind: LookupKind, code: string, serverName: string | undefined, shown: string]>([
    // Spanish shows the server's Spanish names, and the code when there is none.
    ['es', 'status', 'EN_PROCESO', 'En proceso', 'En proceso'],
    ['es', 'category', 'ACCIDENTE', 'Accidente vehicular', 'Accidente vehicular'],
    ['es', 'category', 'ACCIDENTE', undefined, 'ACCIDENTE'],
    ['es', 'closeReason', 'RESUELTO', 'Resuelto', 'Resuelto'],
    ['es', 'channel', 'SOS_POST', 'Poste SOS', 'Poste SOS'],
    // English translates statuses, categories, close reasons and channels by code…
    ['en', 'status', 'ABIERTO', 'Abierto', 'Open'],
    ['en', 'status', 'EN_PROCESO', 'En proceso', 'In progress'],
    ['en', 'status', 'CERRADO', 'Cerrado', 'Closed'],
    ['en', 'category', 'ANIMAL_EN_LA_VIA', 'Animal en la vía', 'Animal on the road'],
    ['en', 'category', 'CLIMA', 'Condición climática', 'Weather conditions'],
    ['en', 'closeReason', 'DUPLICADO', 'Duplicado', 'Duplicate'],
    ['en', 'closeReason', 'SIN_HALLAZGO', 'No encontrado en el lugar', 'Nothing found on site'],
    ['en', 'channel', 'PHONE', 'Teléfono', 'Phone'],
    ['en', 'channel', 'SOS_POST', 'Poste SOS', 'SOS post'],
    // …but an admin's own reason keeps its name,
    ['en', 'closeReason', 'GRUA_PROPIA', 'Retirado por grúa propia', 'Retirado por grúa propia'],
    // and a code it does not know falls back to the server's name, or the code.
    ['en', 'category', 'DERRUMBE', 'Derrumbe', 'Derrumbe'],
    ['en', 'status', 'PAUSADO', '', 'PAUSADO'],
  ])('in %s, %s %s (the server’s “%s”) shows as “%s”', (lng, kind, code, serverName, shown) => {
    const { result } = renderHook(() => useLookupNames(), { wrapper: inLanguage(lng) });
    expect(result.current[kind](code, serverName)).toBe(shown);
  });
});
