// This package's Spanish texts come with its code, not in the shell's first load (decision 015):
// index.ts is marked as having side effects so that this runs whenever the package is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/dispatch';

addTexts('dispatch', texts);

export { ActiveWorksNow } from './active-works';
export { AgenciesSection, type AgenciesSectionProps } from './agencies-section';
export { BoardScreen } from './board-screen';
export { DispatchDialog, type DispatchDialogProps } from './dispatch-dialog';
export { EventUnitsSection, type EventUnitsSectionProps } from './event-units-section';
export { SentUnitsSection, type SentUnitsSectionProps } from './sent-units-section';
export { UnitsScreen } from './units-screen';
