// This package's Spanish texts come with its code, not in every page's first load (decision 015):
// index.ts is marked as having side effects so that this runs whenever the package is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/crew-first';

addTexts('crew', texts);

export { CrewPanel } from './crew-panel';
export { useUnitPositions, POSITION_INTERVAL_MS, type UnitPositionsState } from './use-unit-positions';
