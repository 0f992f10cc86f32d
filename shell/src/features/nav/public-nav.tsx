import { Link, isApproved, paths, useSession } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import './nav.css';

/**
 * The public top navigation: marketing links (Blog only in Spanish), language switch, and account buttons.
 * Plain elements and CSS: it is on the landing path, which must not wait for Chakra.
 */
export function PublicNav() {
  const { t, i18n } = useTranslation();
  const { claims } = useSession();
  const signedIn = isApproved(claims);
  const links = [
    { to: paths.careSeekers, label: t('nav.careSeekers') },
    { to: paths.providers, label: t('nav.providers') },
    { to: paths.aboutUs, label: t('nav.aboutUs') },
    ...(i18n.language === 'es' ? [{ to: paths.blog, label: t('nav.blog') }] : []),
    { to: paths.contact, label: t('nav.contact') },
  ];
  const account = (close?: () => void) =>
    signedIn ? (
      <Link className="al-btn al-btn-brand" to={paths.dashboard} onClick={close}>
        {t('nav.dashboard')}
      </Link>
    ) : (
      <>
        <Link className="al-btn al-btn-outline" to={paths.signin} onClick={close}>
          {t('nav.login')}
        </Link>
        <Link className="al-btn al-btn-accent" to={paths.registration} onClick={close}>
          {t('nav.getStarted')}
        </Link>
      </>
    );
  return (
    <header className="al-header">
      <div className="al-header-inner">
        <BrandLink to={paths.home} />
        <nav aria-label={t('nav.mainNav')} className="al-row al-row-tight al-desktop-only">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="al-row">
          <LanguageSwitch />
          <div className="al-row al-desktop-only">{account()}</div>
          <MobileMenu>
            {(close) => (
              <>
                {links.map((l) => (
                  <NavLink key={l.to} to={l.to} onClick={close}>
                    {l.label}
                  </NavLink>
                ))}
                <div className="al-menu-actions">{account(close)}</div>
              </>
            )}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
