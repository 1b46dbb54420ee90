// The event form's tests' data: the lookups the stubbed API answers with, the texts the form shows
// after a create, and an open event for the edit tests.
import type { Category, Classification, Subcategory, Ticket } from '@vigia/domain';
import { makeTicket } from '@vigia/test-utils';

export const CATEGORIES: Category[] = [
  { id: 1, code: 'ACC', name: 'Accidente' },
  { id: 2, code: 'OBS', name: 'Obstáculo' },
];
export const SUBCATEGORIES: Record<number, Subcategory[]> = {
  1: [{ id: 11, name: 'Choque' }],
  2: [{ id: 21, name: 'Animal' }],
};
export const CLASSIFICATIONS: Record<number, Classification[]> = {
  11: [{ id: 111, name: 'Leve' }],
  21: [{ id: 211, name: 'Grande' }],
};

export const CREATE_ERROR = 'Ha ocurrido un error al crear el evento. Por favor contacte con el administrador';
export const SUCCESS = 'El evento fue creado con éxito. Te contactaremos a la brevedad';

/** An open event, as the API returns it, for the edit tests. */
export const TICKET: Ticket = makeTicket({
  id: 77,
  version: 3,
  description: '<p>Animal en la vía</p>',
  kilometer: 500,
  orientation: 'SOUTH',
  dateEvent: '2024-03-10T12:00:00.000Z',
  classificationId: 211,
  email: 'ana@example.cl',
  fullName: 'Ana Soto',
  phone: '123456',
  rut: '11.111.111-1',
  patente: 'XY1234',
  assignedToId: 'op-1',
  assignedToName: 'Operador',
  category: 'OBS',
  subcategory: 21,
  categoryName: 'Obstáculo',
  subcategoryName: 'Animal',
  classificationName: 'Grande',
  createdAt: '2024-03-10T12:05:00.000Z',
  updatedAt: '2024-03-10T12:05:00.000Z',
});
