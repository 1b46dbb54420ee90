// Account e-mails (issue 25), in Spanish: a one-time link to reset or set a password, the
// confirmation of a self-registration, and the notice to an address someone tried to register
// again (the register answer never tells; the owner learns it here).
import type { MailOptions } from '../config.ts';
import { renderMail, type RenderedMail } from './layout.ts';
import { plainName } from './plain-text.ts';

type Mail = Pick<MailOptions, 'publicUrl' | 'concessionName'>;

/**
 * Callers pass the account's first name only when an administrator or the address's owner chose
 * it (a confirmed account or an invitation); a self-registration's name is anyone's words and the
 * message is greeted without it (issue 34). Either way one capped plain line, never a link.
 */
const hello = (firstName: string) => (plainName(firstName) ? `Hola, ${plainName(firstName)}:` : 'Hola:');

const link = (mail: Mail, path: string, token: string) => `${mail.publicUrl}${path}?token=${encodeURIComponent(token)}`;

export function passwordResetMail(mail: Mail, firstName: string, token: string, validMinutes: number): RenderedMail {
  return renderMail(mail.concessionName, {
    subject: 'Restablecer su contraseña de Vigía',
    greeting: hello(firstName),
    paragraphs: [
      'Recibimos una solicitud para restablecer la contraseña de su cuenta.',
      `El enlace sirve una sola vez durante ${validMinutes} minutos. Al usarlo se cerrarán todas sus sesiones abiertas.`,
      'Si usted no lo pidió, ignore este correo: su contraseña no cambia.',
    ],
    action: { label: 'Crear una nueva contraseña', url: link(mail, '/user/recover-password', token) },
  });
}

export function accountInviteMail(mail: Mail, firstName: string, token: string, validHours: number): RenderedMail {
  return renderMail(mail.concessionName, {
    subject: 'Su cuenta de Vigía está lista',
    greeting: hello(firstName),
    paragraphs: [
      'Un administrador creó su cuenta en Vigía, la plataforma de incidentes de la concesión.',
      `Para entrar, elija su contraseña con este enlace. Sirve una sola vez durante ${validHours} horas.`,
    ],
    action: { label: 'Elegir mi contraseña', url: link(mail, '/user/recover-password', token) },
  });
}

export function confirmEmailMail(mail: Mail, firstName: string, token: string, validHours: number): RenderedMail {
  return renderMail(mail.concessionName, {
    subject: 'Confirme su correo para reportar eventos',
    greeting: hello(firstName),
    paragraphs: [
      'Gracias por registrarse en Vigía. Ya puede iniciar sesión; para crear eventos, confirme primero que este correo es suyo.',
      `El enlace sirve una sola vez durante ${validHours} horas.`,
      'Si usted no creó esta cuenta, ignore este correo.',
    ],
    action: { label: 'Confirmar mi correo', url: link(mail, '/user/confirm', token) },
  });
}

export function registerExistingMail(mail: Mail, firstName: string): RenderedMail {
  return renderMail(mail.concessionName, {
    subject: 'Intento de registro con su correo',
    greeting: hello(firstName),
    paragraphs: [
      'Alguien intentó crear una cuenta de Vigía con este correo, que ya tiene una. No se creó ninguna cuenta nueva.',
      'Si fue usted, inicie sesión con su contraseña o restablézcala desde la pantalla de inicio de sesión.',
      'Si no fue usted, no necesita hacer nada.',
    ],
    action: { label: 'Iniciar sesión', url: `${mail.publicUrl}/user/login` },
  });
}
