// The demo's people: one account per role (password DEMO_PASSWORD) and a second operator.
import type { Role } from '@vigia/domain';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS: { email: string; firstName: string; lastName: string; role: Role; rut: string; phone: string }[] = [
  { email: 'driver@example.com', firstName: 'Daniela', lastName: 'Muñoz', role: 'DRIVER', rut: '15.234.567-4', phone: '56911111111' },
  { email: 'operator@example.com', firstName: 'Óscar', lastName: 'Fuentes', role: 'OPERATOR', rut: '13.456.789-0', phone: '56922222222' },
  {
    email: 'supervisor@example.com',
    firstName: 'Sofía',
    lastName: 'Herrera',
    role: 'SUPERVISOR',
    rut: '11.222.333-4',
    phone: '56933333333',
  },
  { email: 'inspector@example.com', firstName: 'Ignacio', lastName: 'Pérez', role: 'INSPECTOR', rut: '10.987.654-3', phone: '56944444444' },
  { email: 'admin@example.com', firstName: 'Andrea', lastName: 'Rojas', role: 'ADMIN', rut: '9.876.543-2', phone: '56955555555' },
  {
    email: 'operator2@example.com',
    firstName: 'Pablo',
    lastName: 'Contreras',
    role: 'OPERATOR',
    rut: '14.111.222-3',
    phone: '56966666666',
  },
];

/** People who report events in the demo without an account. */
export const DEMO_REPORTERS = [
  ['Juan Carlos Soto', 'juan.soto@correo.cl', '12.345.678-5', 'GHJK21'],
  ['María José Vidal', 'mj.vidal@correo.cl', '16.789.012-1', 'LPRT45'],
  ['Pedro Sepúlveda', 'psepulveda@correo.cl', '8.765.432-K', 'BBCD12'],
  ['Camila Araya Núñez', 'camila.araya@correo.cl', '19.876.543-0', 'KXTR98'],
  ['Luis Alberto Riquelme', 'lriquelme@correo.cl', '7.654.321-6', 'HJWP33'],
  ['Francisca Jara', 'fran.jara@correo.cl', '18.123.456-3', 'RSZX77'],
] as const;
