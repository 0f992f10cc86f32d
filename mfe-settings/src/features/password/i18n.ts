import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

/** The Password tab's texts, in its own chunk (most visits never open the tab); merged into the settings namespace. */
export const es = {
  password: {
    heading: 'Cambia tu contraseña',
    intro: 'Por seguridad, al cambiarla cerramos tus otras sesiones abiertas. Esta sigue abierta.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    confirmNewPassword: 'Confirma la contraseña nueva',
    submit: 'Cambiar contraseña',
    failure: 'No pudimos cambiar tu contraseña. Revisa los datos e inténtalo de nuevo.',
  },
};

export const en: typeof es = {
  password: {
    heading: 'Change your password',
    intro: 'For your safety, changing it signs out your other open sessions. This one stays open.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    submit: 'Change password',
    failure: 'We could not change your password. Check the details and try again.',
  },
};

registerNamespace(NS, { es, en });
