// SPEC §8 messages. Texts quoted by the spec are exact (the typo 'ocurriido' and the English
// ones included) and must not be "fixed".
export default {
  notFoundService: 'Ha ocurriido un error consultando el servicio: {{url}}, Por favor contacte con el administrador',
  createEvent: 'Ha ocurrido un error al crear el evento. Por favor contacte con el administrador',
  attachSuccess: 'The file was uploaded successfully',
  attachFailure: 'An error occurred while attaching the file. Please contact the administrator',
  attachPartial: 'El evento fue creado, pero no se pudo cargar el archivo adjunto. Puedes editar el evento para intentarlo de nuevo.',
  updateSuccess: 'The event was updated successfully',
  closeSuccess: 'The ticket was closed successfully',
  closeFailure: 'The ticket was not closed',
  missingToken: 'Missing token from response',
  network: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  generic: 'Ocurrió un error inesperado. Por favor inténtalo de nuevo.',
  emailRegistered: 'El correo electrónico ya está registrado',
  userCreated: 'El usuario fue creado con éxito',
  userUpdated: 'El usuario fue actualizado con éxito',
  userNotUpdated: 'No se pudo actualizar el usuario',
  commentSaved: 'El comentario fue guardado con éxito',
  eventAssigned: 'El evento fue asignado con éxito',
};
