import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Benefits } from './benefits';
import { Claims } from './claims';
import { GuaranteeBanner } from './guarantee-banner';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Pricing } from './pricing';
import { Testimonials } from './testimonials';
import './landing.css';

/** `/`: the first page most visitors see, mostly in Spanish on a phone. */
export default function LandingPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pageTitle.landing'));
  return (
    <>
      <Hero />
      <Claims />
      <HowItWorks />
      <Benefits />
      <Pricing />
      <Testimonials />
      <GuaranteeBanner />
    </>
  );
}
