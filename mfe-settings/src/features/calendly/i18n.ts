import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

/**
 * The Calendly connection's texts of the settings catalogue: they load with the therapist tab that shows them,
 * not with the settings screen (whose first chunk is held to the page-weight budget).
 */
export const es = {
  calendly: {
    heading: 'Tu cuenta de Calendly',
    intro:
      'Conecta tu propia cuenta de Calendly para que tus clientes agenden en tu calendario. Aliento confirma cada cita con Calendly antes de usar un crédito, y las citas que se cancelan aquí también se cancelan en Calendly.',
    checking: 'Revisando tu conexión con Calendly…',
    notConnected: 'Todavía no conectas una cuenta de Calendly.',
    connect: 'Conectar Calendly',
    connecting: 'Abriendo Calendly…',
    connectedAs: 'Conectada a la cuenta de Calendly de {{name}}.',
    page: 'Tus clientes agendan en',
    disconnect: 'Desconectar Calendly',
    disconnected: 'Desconectamos tu cuenta de Calendly.',
    loadFailed: 'No pudimos revisar tu conexión con Calendly.',
    retry: 'Intentar de nuevo',
    actionFailed: 'No pudimos completar la acción. Inténtalo de nuevo.',
    outcome: {
      connected: 'Tu cuenta de Calendly quedó conectada.',
      denied: 'No se conectó: no diste permiso en Calendly. Puedes intentarlo cuando quieras.',
      failed: 'No pudimos conectar tu cuenta de Calendly. Inténtalo de nuevo.',
      taken: 'Esa cuenta de Calendly ya está conectada al perfil de otra persona en Aliento.',
    },
  },
};

export const en: typeof es = {
  calendly: {
    heading: 'Your Calendly account',
    intro:
      'Connect your own Calendly account so clients book on your calendar. Aliento confirms each booking with Calendly before using a credit, and sessions cancelled here are cancelled in Calendly too.',
    checking: 'Checking your Calendly connection…',
    notConnected: 'You have not connected a Calendly account yet.',
    connect: 'Connect Calendly',
    connecting: 'Opening Calendly…',
    connectedAs: "Connected to {{name}}'s Calendly account.",
    page: 'Clients book on',
    disconnect: 'Disconnect Calendly',
    disconnected: 'Your Calendly account was disconnected.',
    loadFailed: "We couldn't check your Calendly connection.",
    retry: 'Try again',
    actionFailed: "We couldn't complete that. Please try again.",
    outcome: {
      connected: 'Your Calendly account is connected.',
      denied: 'Not connected: permission was not given in Calendly. You can try again any time.',
      failed: "We couldn't connect your Calendly account. Please try again.",
      taken: "That Calendly account is already connected to someone else's Aliento profile.",
    },
  },
};

registerNamespace(NS, { es, en });
