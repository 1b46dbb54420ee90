export { SettingsScreen, SETTINGS_TABS, type SettingsTab } from './settings-screen';
