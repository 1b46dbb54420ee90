// The demo's people: one account per role (password DEMO_PASSWORD) and a second operator.
import type { Role } from '@vigia/domain';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  rut: string;
  phone: string;
}

// Each person: e-mail, first name, last name, role, RUT, phone.
const PEOPLE: [string, string, string, Role, string, string][] = [
  ['driver@example.com', 'Daniela', 'Muñoz', 'DRIVER', '15.234.567-4', '56911111111'],
  ['operator@example.com', 'Óscar', 'Fuentes', 'OPERATOR', '13.456.789-0', '56922222222'],
  ['supervisor@example.com', 'Sofía', 'Herrera', 'SUPERVISOR', '11.222.333-4', '56933333333'],
  ['inspector@example.com', 'Ignacio', 'Pérez', 'INSPECTOR', '10.987.654-3', '56944444444'],
  ['admin@example.com', 'Andrea', 'Rojas', 'ADMIN', '9.876.543-2', '56955555555'],
  ['operator2@example.com', 'Pablo', 'Contreras', 'OPERATOR', '14.111.222-3', '56966666666'],
];

export const DEMO_USERS: DemoUser[] = PEOPLE.map(([email, firstName, lastName, role, rut, phone]) => ({
  email,
  firstName,
  lastName,
  role,
  rut,
  phone,
}));

/** People who report events in the demo without an account. */
export const DEMO_REPORTERS = [
  ['Juan Carlos Soto', 'juan.soto@correo.cl', '12.345.678-5', 'GHJK21'],
  ['María José Vidal', 'mj.vidal@correo.cl', '16.789.012-1', 'LPRT45'],
  ['Pedro Sepúlveda', 'psepulveda@correo.cl', '8.765.432-K', 'BBCD12'],
  ['Camila Araya Núñez', 'camila.araya@correo.cl', '19.876.543-0', 'KXTR98'],
  ['Luis Alberto Riquelme', 'lriquelme@correo.cl', '7.654.321-6', 'HJWP33'],
  ['Francisca Jara', 'fran.jara@correo.cl', '18.123.456-3', 'RSZX77'],
] as const;
