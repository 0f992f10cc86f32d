/**
 * The marketing remote: public pages rendered inside the shell's public layout (its top nav is above us).
 * The landing page is in the entry chunk; every other page, the blog's markdown and the PDF viewer load lazily,
 * so the landing path stays small.
 */
import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Route, Routes } from 'react-router-dom';
import './i18n';
import LandingPage from '../features/landing/components/landing-page';
import { Footer } from '../features/footer/components/footer';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { PrivacyPolicyModal } from '../features/privacy-policy/components/privacy-policy-modal';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';

const CareSeekersPage = lazy(() => import('../features/care-seekers/components/care-seekers-page'));
const ProvidersPage = lazy(() => import('../features/providers/components/providers-page'));
const AboutUsPage = lazy(() => import('../features/about-us/components/about-us-page'));
const BlogListPage = lazy(() => import('../features/blog/components/blog-list-page'));
const ArticlePage = lazy(() => import('../features/blog/components/article-page'));
const ContactPage = lazy(() => import('../features/contact/components/contact-page'));

export default function App() {
  useAnalytics();
  return (
    <Box data-remote="marketing" data-version={__APP_VERSION__} display="flex" flexDirection="column" minH="calc(100vh - 64px)">
      <Box flex="1">
        {/* Blank while a page's code loads (the blog is specified as blank while loading). */}
        <Suspense fallback={<Box minH="60vh" aria-busy="true" />}>
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
      </Box>
      <Footer />
      <PrivacyPolicyModal />
    </Box>
  );
}
