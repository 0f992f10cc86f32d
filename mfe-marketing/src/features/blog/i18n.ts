import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';
import { en, es } from './texts';

export { NS, en, es };

registerNamespace(NS, { es, en });
