// This package's Spanish texts come with its code, not in every page's first load (decision 015):
// index.ts is marked as having side effects so that this runs whenever the package is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/dashboard-first';

addTexts('dashboard', texts);

export { DashboardScreen } from './dashboard-screen';
export { HighwayStrip, kmPercent, type HighwayStripProps } from './highway-strip';
