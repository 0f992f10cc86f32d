import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Benefits } from '../../features/landing/components/benefits';
import { Claims } from '../../features/landing/components/claims';
import { GuaranteeBanner } from '../../features/landing/components/guarantee-banner';
import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { Pricing } from '../../features/landing/components/pricing';
import { Testimonials } from '../../features/landing/components/testimonials';
import '../../features/landing/components/landing.css';

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
