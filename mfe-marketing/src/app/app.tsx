/**
 * The marketing remote: public pages rendered inside the shell's public layout (its top nav is above us).
 * The landing page and the footer are plain CSS in the entry chunk; every other page (built with Chakra), the
 * blog's articles, the privacy dialog and its PDF viewer load lazily, so the landing path stays small.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@aliento/core';
import './i18n';
import './app.css';
import LandingPage from './routes/landing-page';
import { Footer } from '../features/footer/components/footer';
import { PrivacyPolicySlot } from '../features/privacy-policy/components/privacy-policy-slot';
import { ChakraPage, PAGE_LOADING_HEIGHT } from '../components/chakra-page';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';

/** A page's module: the page, and what it may ask for as soon as its code has run (before it first renders). */
type ChakraPageModule = { default: ComponentType; prefetch?: () => void };

/**
 * A page built with Chakra: its code starts downloading when its route first renders, beside the kit (ChakraPage),
 * instead of once the kit has loaded (a slow network's round trip more before the page, and the blog's first call).
 */
function chakraPage(load: () => Promise<ChakraPageModule>) {
  let started: Promise<ChakraPageModule> | undefined;
  const start = () => (started ??= load().then((page) => (page.prefetch?.(), page)));
  const Page = lazy(start);
  return function ChakraRoute() {
    start().catch(() => undefined); // a failure shows through the page's own boundary
    return (
      <ChakraPage>
        <Page />
      </ChakraPage>
    );
  };
}

const CareSeekersPage = chakraPage(() => import('./routes/care-seekers-page'));
const ProvidersPage = chakraPage(() => import('./routes/providers-page'));
const AboutUsPage = chakraPage(() => import('./routes/about-us-page'));
const BlogListPage = chakraPage(() => import('./routes/blog-list-page'));
const ArticlePage = chakraPage(() => import('./routes/article-page'));
const ContactPage = chakraPage(() => import('./routes/contact-page'));
const NotFoundPage = chakraPage(() => import('./routes/not-found-page').then((m) => ({ default: m.NotFoundPage })));
/** Only a site with analytics asks (a visitor who has not chosen yet): its code is not on the landing's path otherwise. */
const ConsentBanner = lazy(() => import('../features/analytics/components/consent-banner').then((m) => ({ default: m.ConsentBanner })));

export default function App() {
  const analytics = useAnalytics();
  return (
    <div data-remote="marketing" data-version={__APP_VERSION__} className="mk-remote">
      <div className="mk-remote-body">
        {/*
          Blank while a page's code loads (the blog is specified as blank while loading), a whole screen high: the
          footer waits below the fold instead of being pushed down when the page arrives.
        */}
        <Suspense fallback={<div style={{ minHeight: PAGE_LOADING_HEIGHT }} aria-busy="true" />}>
          <Routes>
            <Route index element={<LandingPage />} />
            <Route path="care-seekers" element={<CareSeekersPage />} />
            <Route path="providers" element={<ProvidersPage />} />
            <Route path="about-us" element={<AboutUsPage />} />
            <Route path="blog" element={<BlogListPage />} />
            <Route path="blog/:slug" element={<ArticlePage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </div>
      <Footer />
      <PrivacyPolicySlot />
      {analytics.asking ? (
        <Suspense fallback={null}>
          <ConsentBanner onChoose={analytics.choose} />
        </Suspense>
      ) : null}
    </div>
  );
}
