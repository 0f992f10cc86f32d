import { LogOut, Settings } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { Link, useLocation, hasRole, paths, useSession } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import './nav.css';

/** The signed-in top bar: Therapists (clients), Appointments (everyone), Admin (admins), Settings, Sign Out. */
export function DashboardNav() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const { pathname } = useLocation();
  const links = [
    ...(hasRole('ROLE_CLIENT', claims) ? [{ to: paths.therapists, label: t('nav.therapists'), active: pathname.startsWith(paths.therapists) }] : []),
    { to: paths.appointments, label: t('nav.appointments'), active: undefined },
    ...(hasRole('ROLE_ADMIN', claims) ? [{ to: paths.admin, label: t('nav.admin'), active: undefined }] : []),
  ];
  const inSettings = pathname.startsWith(paths.settings);
  return (
    <header className="al-header">
      <div className="al-header-inner al-wide">
        <BrandLink to={paths.dashboard} />
        <nav aria-label={t('nav.mainNav')} className="al-row al-row-tight al-desktop-only al-grow">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} active={l.active}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="al-row al-row-tight">
          <LanguageSwitch />
          <div className="al-row al-row-tight al-desktop-only">
            <Link
              to={paths.settings}
              className="al-btn al-btn-ghost al-icon-btn"
              aria-label={t('nav.settings')}
              title={t('nav.settings')}
              aria-current={inSettings ? 'page' : undefined}
            >
              <LightIcon icon={Settings} aria-hidden />
            </Link>
            <Link to={paths.signout} className="al-btn al-btn-ghost al-icon-btn" aria-label={t('nav.signOut')} title={t('nav.signOut')}>
              <LightIcon icon={LogOut} aria-hidden />
            </Link>
          </div>
          <MobileMenu>
            {(close) => (
              <>
                {links.map((l) => (
                  <NavLink key={l.to} to={l.to} active={l.active} onClick={close}>
                    {l.label}
                  </NavLink>
                ))}
                <NavLink to={paths.settings} onClick={close}>
                  {t('nav.settings')}
                </NavLink>
                <NavLink to={paths.signout} onClick={close}>
                  {t('nav.signOut')}
                </NavLink>
              </>
            )}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
