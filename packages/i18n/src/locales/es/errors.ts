// SPEC §8 messages. The Spanish texts quoted by the spec are exact (the typo 'ocurriido' included)
// and must not be "fixed"; the ones it quotes in English are the en locale's, word for word.
export default {
  notFoundService: 'Ha ocurriido un error consultando el servicio: {{url}}, Por favor contacte con el administrador',
  createEvent: 'Ha ocurrido un error al crear el evento. Por favor contacte con el administrador',
  attachSuccess: 'El archivo fue cargado con éxito',
  attachFailure: 'Ha ocurrido un error al adjuntar el archivo. Por favor contacte con el administrador',
  attachPartial: 'El evento fue creado, pero no se pudo cargar el archivo adjunto. Puede editar el evento para intentarlo de nuevo.',
  updateSuccess: 'El evento fue actualizado con éxito',
  closeSuccess: 'El evento fue cerrado con éxito',
  closeFailure: 'No se pudo cerrar el evento',
  missingToken: 'La respuesta del servidor no trae el token de sesión',
  network: 'No hay conexión con el servidor. Revise su conexión e inténtelo de nuevo.',
  generic: 'Ocurrió un error inesperado. Por favor inténtelo de nuevo.',
  emailRegistered: 'El correo electrónico ya está registrado',
  userCreated: 'El usuario fue creado con éxito',
  userUpdated: 'El usuario fue actualizado con éxito',
  userNotUpdated: 'No se pudo actualizar el usuario',
  commentSaved: 'El comentario fue guardado con éxito',
  eventAssigned: 'El evento fue asignado con éxito',
};
