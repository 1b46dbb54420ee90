export { DashboardScreen } from './dashboard-screen';
