import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { allResources } from './all-resources';
import { I18nProvider, createI18n, useLookupNames } from './index';

const inLanguage = (lng: 'es' | 'en') => {
  const i18n = createI18n(lng, allResources);
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

describe('useLookupNames', () => {
  it('shows the server’s Spanish names in Spanish', () => {
    const { result } = renderHook(() => useLookupNames(), { wrapper: inLanguage('es') });
    expect(result.current.status('EN_PROCESO', 'En proceso')).toBe('En proceso');
    expect(result.current.category('ACCIDENTE', 'Accidente vehicular')).toBe('Accidente vehicular');
    expect(result.current.category('ACCIDENTE')).toBe('ACCIDENTE');
    expect(result.current.closeReason('RESUELTO', 'Resuelto')).toBe('Resuelto');
    expect(result.current.channel('SOS_POST', 'Poste SOS')).toBe('Poste SOS');
  });

  it('translates statuses and categories by code in English', () => {
    const { result } = renderHook(() => useLookupNames(), { wrapper: inLanguage('en') });
    expect(result.current.status('ABIERTO', 'Abierto')).toBe('Open');
    expect(result.current.status('EN_PROCESO', 'En proceso')).toBe('In progress');
    expect(result.current.status('CERRADO', 'Cerrado')).toBe('Closed');
    expect(result.current.category('ANIMAL_EN_LA_VIA', 'Animal en la vía')).toBe('Animal on the road');
    expect(result.current.category('CLIMA', 'Condición climática')).toBe('Weather conditions');
    expect(result.current.closeReason('DUPLICADO', 'Duplicado')).toBe('Duplicate');
    expect(result.current.closeReason('SIN_HALLAZGO', 'No encontrado en el lugar')).toBe('Nothing found on site');
    expect(result.current.channel('PHONE', 'Teléfono')).toBe('Phone');
    expect(result.current.channel('SOS_POST', 'Poste SOS')).toBe('SOS post');
    // An admin's own reason keeps its name.
    expect(result.current.closeReason('GRUA_PROPIA', 'Retirado por grúa propia')).toBe('Retirado por grúa propia');
  });

  it('falls back to the server’s name for a code it does not know', () => {
    const { result } = renderHook(() => useLookupNames(), { wrapper: inLanguage('en') });
    expect(result.current.category('DERRUMBE', 'Derrumbe')).toBe('Derrumbe');
    expect(result.current.status('PAUSADO', '')).toBe('PAUSADO');
  });
});
