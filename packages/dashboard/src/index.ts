export { DashboardScreen } from './dashboard-screen';
export { HighwayStrip, kmPercent, type HighwayStripProps } from './highway-strip';
export { PerDayChart } from './per-day-chart';
