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
import { ConsentBanner } from '../features/analytics/components/consent-banner';

const CareSeekersPage = lazy(() => import('./routes/care-seekers-page'));
const ProvidersPage = lazy(() => import('./routes/providers-page'));
const AboutUsPage = lazy(() => import('./routes/about-us-page'));
const BlogListPage = lazy(() => import('./routes/blog-list-page'));
const ArticlePage = lazy(() => import('./routes/article-page'));
const ContactPage = lazy(() => import('./routes/contact-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const chakra = (Page: ComponentType) => (
  <ChakraPage>
    <Page />
  </ChakraPage>
);

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
            <Route path="care-seekers" element={chakra(CareSeekersPage)} />
            <Route path="providers" element={chakra(ProvidersPage)} />
            <Route path="about-us" element={chakra(AboutUsPage)} />
            <Route path="blog" element={chakra(BlogListPage)} />
            <Route path="blog/:slug" element={chakra(ArticlePage)} />
            <Route path="contact" element={chakra(ContactPage)} />
            <Route path="*" element={chakra(NotFoundPage)} />
          </Routes>
        </Suspense>
      </div>
      <Footer />
      <PrivacyPolicySlot />
      {analytics.asking ? <ConsentBanner onChoose={analytics.choose} /> : null}
    </div>
  );
}
